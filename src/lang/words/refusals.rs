//! Refusals in the player's language: why a move is refused ([`Illegal`]), why a variant or a
//! rule option cannot be chosen, why a set of rules, a deal or a saved game cannot be played.
//! The engine gives each as a typed value and keeps an English `Display` for the command line
//! and the logs; the page writes these, which read the same in English (the tests below hold
//! them to it).
use super::catalog::{game_title, option_title};
use crate::engine::{
    Action, DealError, Illegal, MoonChoice, NotApplicable, OptionError, PassError, Phase,
    RecordError, RulesError, RulesProblem, Seat, SetupError, Unfit, VariantError,
};
use crate::lang::{Text, card_name, suit, t};

/// A seat by its number, where no name is at hand: "seat 3".
pub fn seat(seat: Seat) -> Text {
    t::refusal_seat(u32::from(seat.0) + 1)
}

/// What the game waits for: "players are choosing cards to pass".
pub fn phase(phase: Phase) -> Text {
    match phase {
        Phase::ChoosingPass => t::refusal_phase_choosing_pass(),
        Phase::Passing => t::refusal_phase_passing(),
        Phase::Pledging => t::refusal_phase_pledging(),
        Phase::Playing => t::refusal_phase_playing(),
        Phase::ChoosingMoon => t::refusal_phase_choosing_moon(),
        Phase::GameOver => t::refusal_phase_game_over(),
        Phase::DealScored => t::refusal_phase_deal_scored(),
    }
}

/// Why a move is refused, seats by number ("seat 3"); the table names them (see
/// `Table::say`).
pub fn refusal(why: Illegal) -> Text {
    match why {
        Illegal::WrongPhase { phase: p } => t::refusal_wrong_phase(phase(p)),
        Illegal::NotYourTurn { turn } => t::refusal_not_your_turn(seat(turn)),
        Illegal::NoSuchSeat { seat: s } => t::refusal_no_such_seat(seat(s)),
        Illegal::NotInHand { card } => t::refusal_not_in_hand(card_name(card)),
        Illegal::MustLeadOpeningCard { card } => t::refusal_must_lead_opening_card(card),
        Illegal::MustFollow { suit: s } => t::refusal_must_follow(suit(s, 2)),
        Illegal::HeartsNotBroken => t::refusal_hearts_not_broken(),
        Illegal::QueenNotBroken => t::refusal_queen_not_broken(),
        Illegal::NoPointsOnFirstTrick => t::refusal_no_points_on_first_trick(),
        Illegal::JokerCannotLead => t::refusal_joker_cannot_lead(),
        Illegal::QueenAtFirstChance => t::refusal_queen_at_first_chance(),
        Illegal::BlackJackFirst => t::refusal_black_jack_first(),
        Illegal::MustPlayLikha => t::refusal_must_play_likha(),
        Illegal::MustCallSuit => t::refusal_must_call_suit(),
        Illegal::NoCallNow => t::refusal_no_call_now(),
        Illegal::AlreadyPassed => t::refusal_already_passed(),
        Illegal::NoPassThisDeal => t::refusal_no_pass_this_deal(),
        Illegal::PassCount { expected, got } => t::refusal_pass_count(expected, got),
        Illegal::PassForbidden { card } => t::refusal_pass_forbidden(card),
        Illegal::PassNotAllowed { cards, .. } => t::refusal_pass_not_allowed(cards),
        Illegal::NotDealer { dealer } => t::refusal_not_dealer(seat(dealer)),
        Illegal::AlreadyPledged => t::refusal_already_pledged(),
        Illegal::NotShooter => t::refusal_not_shooter(),
    }
}

/// Why a variant cannot be laid over a game's rules as they stand: "only with a kitty".
pub fn unfit(why: Unfit) -> Text {
    match why {
        Unfit::OwnPack => t::refusal_unfit_own_pack(),
        Unfit::DealsEvenly => t::refusal_unfit_deals_evenly(),
        Unfit::TooManyJokers => t::refusal_unfit_too_many_jokers(),
        Unfit::OnlyKitty => t::refusal_unfit_only_kitty(),
        Unfit::OnlyQueenOfHeartsOne => t::refusal_unfit_only_queen_of_hearts_one(),
        Unfit::OnlyPlainDiamonds => t::refusal_unfit_only_plain_diamonds(),
        Unfit::OnlyTenBonus => t::refusal_unfit_only_ten_bonus(),
        Unfit::OnlySmallHearts => t::refusal_unfit_only_small_hearts(),
        Unfit::OnlyJackPenalty => t::refusal_unfit_only_jack_penalty(),
        Unfit::OnlyCulbertson => t::refusal_unfit_only_culbertson(),
        Unfit::OnlyCounters => t::refusal_unfit_only_counters(),
        Unfit::OnlyHundredCounters => t::refusal_unfit_only_hundred_counters(),
        Unfit::OnlyPlainPoints => t::refusal_unfit_only_plain_points(),
        Unfit::OnlyThreePacks => t::refusal_unfit_only_three_packs(),
        Unfit::OnlyCancellation => t::refusal_unfit_only_cancellation(),
    }
}

/// Why variants cannot be switched on together.
pub fn variant_error(why: &VariantError) -> Text {
    match *why {
        VariantError::BothOn { first, second } => {
            t::refusal_variants_both_on(first.id(), second.id())
        }
        VariantError::DoesNotFit {
            variant,
            game,
            players,
            why,
        } => t::refusal_variant_does_not_fit(game_title(game), players, variant.id(), unfit(why)),
    }
}

/// Why a rule option does not apply to a game's rules as they stand.
pub fn not_applicable(why: NotApplicable) -> Text {
    match why {
        NotApplicable::PassingSetsCount => t::refusal_not_applicable_passing_sets_count(),
        NotApplicable::OnlyHeartsBroken => t::refusal_not_applicable_only_hearts_broken(),
        NotApplicable::OnlyJokers => t::refusal_not_applicable_only_jokers(),
    }
}

/// Why a rule option cannot be set.
pub fn option_error(why: &OptionError) -> Text {
    match why {
        OptionError::NoSuchOption { id } => t::refusal_option_no_such(id),
        OptionError::DoesNotApply { option, why } => {
            t::refusal_option_does_not_apply(option_title(*option), not_applicable(*why))
        }
        OptionError::NotAValue {
            option,
            value,
            values,
        } => t::refusal_option_not_a_value(option.id(), value, values.join(", ")),
        OptionError::NotANumber { value } => t::refusal_option_not_a_number(value),
    }
}

/// Why a set of rules cannot be played.
pub fn rules_error(why: &RulesError) -> Text {
    rules_problem(why.0)
}

/// The rule a set of rules breaks.
pub fn rules_problem(why: RulesProblem) -> Text {
    use RulesProblem::*;
    match why {
        Players { players, most } => t::rules_error_players(most, players),
        Packs { packs } => t::rules_error_packs(packs),
        NotAJoker { card } => t::rules_error_not_a_joker(card_name(card)),
        TooManyJokers => t::rules_error_too_many_jokers(),
        CannotRemove { card } => t::rules_error_cannot_remove(card_name(card)),
        Uneven {
            cards,
            players,
            leftover,
        } => t::rules_error_uneven(cards, leftover, players),
        NothingForKitty { cards, players } => t::rules_error_nothing_for_kitty(cards, players),
        NotEnoughCards => t::rules_error_not_enough_cards(),
        NoClubs => t::rules_error_no_clubs(),
        LowestClubCopies { copies, card } => {
            t::rules_error_lowest_club_copies(card_name(card), copies)
        }
        StarNotFive { players } => t::rules_error_star_not_five(players),
        PassTooBig { hand, pass } => t::rules_error_pass_too_big(hand, pass),
        PassOverMax { most, pass } => t::rules_error_pass_over_max(most, pass),
        PassNoCards => t::rules_error_pass_no_cards(),
        PassForbidden {
            forbidden,
            hand,
            pass,
        } => t::rules_error_pass_forbidden(forbidden, hand, pass),
        Partnership { players } => t::rules_error_partnership(players),
        CancellationOnePack => t::rules_error_cancellation_one_pack(),
        BoosterPacks => t::rules_error_booster_packs(),
        ComplexScoring => t::rules_error_complex_scoring(),
        GongZhuScoring => t::rules_error_gong_zhu_scoring(),
        GongZhuMoon => t::rules_error_gong_zhu_moon(),
        GongZhuFloor => t::rules_error_gong_zhu_floor(),
        NoCounters => t::rules_error_no_counters(),
        NoChips => t::rules_error_no_chips(),
        NoLives => t::rules_error_no_lives(),
        NoEnd => t::rules_error_no_end(),
        NoDeals => t::rules_error_no_deals(),
        NoResetScores => t::rules_error_no_reset_scores(),
        SunNegative => t::rules_error_sun_negative(),
    }
}

/// Why a deal is not one the rules can play.
pub fn deal_error(why: &DealError) -> Text {
    match *why {
        DealError::HandCount { hands, players } => t::refusal_deal_hand_count(hands, players),
        DealError::HandSize {
            seat: s,
            holds,
            must,
        } => t::refusal_deal_hand_size(holds, must, s),
        DealError::KittySize { holds, must } => t::refusal_deal_kitty_size(holds, must),
        DealError::NotTheDeck { missing, extra } => {
            t::refusal_deal_not_the_deck(extra.to_string(), missing.to_string())
        }
        DealError::PassTooFar { seats, players } => t::refusal_deal_pass_too_far(players, seats),
        DealError::StarNotFive { players } => t::refusal_deal_star_not_five(players),
        DealError::PassTooBig { hand, pass } => t::refusal_deal_pass_too_big(hand, pass),
        DealError::NoDealer { dealer, players } => t::refusal_deal_no_dealer(seat(dealer), players),
        DealError::NoSuchDealer { dealer } => t::refusal_deal_no_such_dealer(seat(dealer)),
        DealError::NoQueenTaker { seat: s, players } => {
            t::refusal_deal_no_queen_taker(players, seat(s))
        }
        DealError::PastTheLastDeal { hand, deals } => {
            t::refusal_deal_past_the_last(u64::from(hand) + 1, deals)
        }
        DealError::ScoreCount { scores, players } => t::refusal_deal_score_count(players, scores),
        DealError::StandingCount { standings, players } => {
            t::refusal_deal_standing_count(players, standings)
        }
    }
}

/// Why a pass written in a saved game is none at the table.
pub fn pass_error(why: &PassError) -> Text {
    match why {
        PassError::AcrossUneven { players } => t::refusal_pass_across_uneven(*players),
        PassError::NoSuchPass { name } => t::refusal_pass_no_such(name),
    }
}

/// Why a saved game's game, variants, options, deal or pass make no game.
pub fn setup_error(why: &SetupError) -> Text {
    match why {
        SetupError::NoSuchGame { name } => {
            let known: Vec<_> = crate::engine::Preset::ALL.iter().map(|p| p.id()).collect();
            t::refusal_setup_no_such_game(known.join(", "), name)
        }
        SetupError::Variants(why) => variant_error(why),
        SetupError::Options(message) => t::refusal_setup_options(message),
        SetupError::Rules(why) => rules_error(why),
        SetupError::Pass(why) => pass_error(why),
        SetupError::Deal(why) => deal_error(why),
        // A bug rather than bad input: the reader's own message.
        SetupError::Unwritten(message) => t::refusal_setup_unwritten(message),
    }
}

/// Why a saved game cannot be replayed.
pub fn record_error(why: &RecordError) -> Text {
    match why {
        RecordError::Setup(why) => setup_error(why),
        RecordError::Refused { step, action, why } => {
            let (step, who, why) = (*step, seat(action.seat), refusal(*why));
            match action.action {
                Action::Play(card) => t::refusal_record_play(card.to_string(), who, step, why),
                Action::Pass(cards) => t::refusal_record_pass(cards.to_string(), who, step, why),
                Action::ChoosePass { direction, cards } => {
                    t::refusal_record_choose_pass(cards, format!("{direction:?}"), who, step, why)
                }
                Action::Pledge(true) => t::refusal_record_pledge(who, step, why),
                Action::Pledge(false) => t::refusal_record_decline(who, step, why),
                Action::CallSuit(s) => t::refusal_record_call(who, step, s.to_string(), why),
                Action::ChooseMoon(MoonChoice::AddToOthers) => {
                    t::refusal_record_old_moon(who, step, why)
                }
                Action::ChooseMoon(MoonChoice::SubtractFromShooter) => {
                    t::refusal_record_new_moon(who, step, why)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{
        Card, Cards, PassDirection, PassList, Preset, RecordedAction, RuleOption, Suit, Variant,
    };
    use crate::lang::{Lang, with};

    fn en(text: Text) -> String {
        text.in_lang(Lang::ENGLISH)
    }

    #[test]
    fn refusals_read_in_english_as_the_engine_words_them() {
        with(Lang::ENGLISH, || {
            let mut illegal = Illegal::one_of_each();
            illegal.push(Illegal::PassForbidden { card: Card::JOKER });
            illegal.extend(Suit::ALL.map(|suit| Illegal::MustFollow { suit }));
            illegal.extend(
                [
                    Phase::ChoosingPass,
                    Phase::Passing,
                    Phase::Pledging,
                    Phase::Playing,
                    Phase::ChoosingMoon,
                    Phase::GameOver,
                    Phase::DealScored,
                ]
                .map(|phase| Illegal::WrongPhase { phase }),
            );
            for why in illegal {
                assert_eq!(en(refusal(why)), why.to_string());
            }

            // Every variant on every game, and two variants of one question.
            for game in Preset::ALL {
                for players in [game.min_players(), game.max_players()] {
                    for variant in Variant::ALL {
                        if let Err(why) = game.rules_with(players, &[variant]) {
                            assert_eq!(en(variant_error(&why)), why.to_string());
                        }
                    }
                }
            }
            let both = Preset::BlackLady
                .rules_with(5, &[Variant::Kitty, Variant::Jokers])
                .unwrap_err();
            assert_eq!(en(variant_error(&both)), both.to_string());

            // Every option that does not apply, and values and names that are none.
            let rules = Preset::BlackLady.rules(4);
            let mut no_hearts = rules.clone();
            no_hearts.hearts_must_be_broken = false;
            let mut no_passing = rules.clone();
            no_passing.passing.cycle = crate::engine::PassCycle::None;
            for (rules, option) in [
                (&rules, RuleOption::JokerLead),
                (&no_hearts, RuleOption::QueenMustBeBroken),
                (&no_passing, RuleOption::PassCards),
            ] {
                let why = option.set(&mut rules.clone(), "on").unwrap_err();
                assert_eq!(en(option_error(&why)), why.to_string());
            }
            for set in [("moon", "sideways"), ("pladge", "on")] {
                let why = rules.clone().with_options([set]).unwrap_err();
                assert_eq!(en(option_error(&why)), why.to_string());
            }
            let why = OptionError::NotANumber { value: "x".into() };
            assert_eq!(en(option_error(&why)), why.to_string());
        });
    }

    #[test]
    fn rules_problems_read_in_english_as_the_engine_words_them() {
        with(Lang::ENGLISH, || {
            use RulesProblem::*;
            let card = Card::QUEEN_OF_SPADES;
            let problems = [
                Players {
                    players: 12,
                    most: 11,
                },
                Packs { packs: 4 },
                NotAJoker { card },
                TooManyJokers,
                CannotRemove { card },
                Uneven {
                    cards: 52,
                    players: 5,
                    leftover: 2,
                },
                NothingForKitty {
                    cards: 52,
                    players: 4,
                },
                NotEnoughCards,
                NoClubs,
                LowestClubCopies {
                    copies: 2,
                    card: Card::TWO_OF_CLUBS,
                },
                StarNotFive { players: 4 },
                PassTooBig { hand: 13, pass: 13 },
                PassOverMax { most: 12, pass: 13 },
                PassNoCards,
                PassForbidden {
                    forbidden: 2,
                    hand: 4,
                    pass: 3,
                },
                Partnership { players: 5 },
                CancellationOnePack,
                BoosterPacks,
                ComplexScoring,
                GongZhuScoring,
                GongZhuMoon,
                GongZhuFloor,
                NoCounters,
                NoChips,
                NoLives,
                NoEnd,
                NoDeals,
                NoResetScores,
                SunNegative,
            ];
            for problem in problems {
                let why = RulesError(problem);
                assert_eq!(en(rules_error(&why)), why.to_string());
            }
        });
    }

    #[test]
    fn deals_setups_and_records_read_in_english_as_the_engine_words_them() {
        with(Lang::ENGLISH, || {
            let card = Card::QUEEN_OF_SPADES;
            let seat = Seat(4);
            let deals = [
                DealError::HandCount {
                    hands: 3,
                    players: 4,
                },
                DealError::HandSize {
                    seat: 2,
                    holds: 12,
                    must: 13,
                },
                DealError::KittySize { holds: 1, must: 2 },
                DealError::NotTheDeck {
                    missing: Cards::single(card),
                    extra: Cards::single(Card::TWO_OF_CLUBS),
                },
                DealError::PassTooFar {
                    seats: 4,
                    players: 4,
                },
                DealError::StarNotFive { players: 4 },
                DealError::PassTooBig { hand: 3, pass: 3 },
                DealError::NoDealer {
                    dealer: seat,
                    players: 4,
                },
                DealError::NoSuchDealer { dealer: seat },
                DealError::NoQueenTaker { seat, players: 4 },
                DealError::PastTheLastDeal {
                    hand: 10,
                    deals: 10,
                },
                DealError::ScoreCount {
                    scores: 3,
                    players: 4,
                },
                DealError::StandingCount {
                    standings: 5,
                    players: 4,
                },
            ];
            for why in deals {
                assert_eq!(en(deal_error(&why)), why.to_string());
            }

            let setups = [
                SetupError::NoSuchGame {
                    name: "spades".into(),
                },
                SetupError::Variants(
                    Preset::BlackLady
                        .rules_with(5, &[Variant::Kitty, Variant::Jokers])
                        .unwrap_err(),
                ),
                SetupError::Options("unknown field `colour`".into()),
                SetupError::Rules(RulesError(RulesProblem::NoLives)),
                SetupError::Pass(PassError::AcrossUneven { players: 5 }),
                SetupError::Pass(PassError::NoSuchPass { name: "up".into() }),
                SetupError::Deal(DealError::StarNotFive { players: 4 }),
                SetupError::Unwritten("a bug".into()),
            ];
            for why in setups {
                assert_eq!(en(setup_error(&why)), why.to_string());
            }

            let pass = PassList::new(&[card, Card::TWO_OF_CLUBS]).unwrap();
            let actions = [
                Action::Play(card),
                Action::Pass(pass),
                Action::ChoosePass {
                    direction: PassDirection::Left(2),
                    cards: 3,
                },
                Action::Pledge(true),
                Action::Pledge(false),
                Action::CallSuit(Suit::Hearts),
                Action::ChooseMoon(MoonChoice::AddToOthers),
                Action::ChooseMoon(MoonChoice::SubtractFromShooter),
            ];
            for action in actions {
                let why = RecordError::Refused {
                    step: 12,
                    action: RecordedAction { seat, action },
                    why: Illegal::NotShooter,
                };
                assert_eq!(en(record_error(&why)), why.to_string());
            }
        });
    }
}
