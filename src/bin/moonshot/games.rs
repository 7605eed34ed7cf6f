//! `moonshot games`, `moonshot rules` and `moonshot texts`: what there is to play, and the
//! words it is played in.
use crate::{CliError, DEFAULT_GAME, VariantArgs, rule_set};
use clap::Args;
use moonshot::engine::{Preset, Variant};

#[derive(Args)]
pub struct RulesArgs {
    #[arg(long, default_value = DEFAULT_GAME)]
    game: String,
    #[arg(long)]
    players: Option<u8>,
    #[command(flatten)]
    variants: VariantArgs,
}

#[derive(Args)]
pub struct TextsArgs {
    /// Say where each text comes from, before a tab.
    #[arg(long)]
    sources: bool,
}

/// `moonshot games`: see [`crate::Command::Games`].
pub fn games() -> Result<(), CliError> {
    for preset in Preset::ALL {
        out!(
            "{} {} {} {}",
            preset.id(),
            preset.min_players(),
            preset.max_players(),
            preset.description()
        );
    }
    Ok(())
}

/// `moonshot rules`: see [`crate::Command::Rules`].
pub fn rules(args: &RulesArgs) -> Result<(), CliError> {
    let game = args.game.as_str();
    let players = match args.players {
        Some(n) => n,
        None => Preset::from_id(game).map_or(4, |p| p.default_players()),
    };
    let set = rule_set(game, players, &args.variants.variants)?;
    out!(
        "{}",
        moonshot::lang::words::rules::plain(&set.describe()).trim_end()
    );
    if let Some(preset) = Preset::from_id(game) {
        let offered: Vec<Variant> = preset
            .variants(players)
            .into_iter()
            .filter(|v| !set.rules().variants.contains(v))
            .collect();
        if !offered.is_empty() {
            out!("\n{}", moonshot::lang::t::rules_cli_variants());
            for variant in offered {
                out!("- {}: {}", variant.id(), variant.explanation());
            }
        }
    }
    Ok(())
}

/// `moonshot texts`: see [`crate::Command::Texts`].
pub fn texts(args: &TextsArgs) -> Result<(), CliError> {
    for (from, text) in moonshot::ui::texts::all() {
        match args.sources {
            true => println!("{from}\t{text}"),
            false => println!("{text}"),
        }
    }
    Ok(())
}
