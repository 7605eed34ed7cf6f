//! The table's settings: how fast it plays, whether it waits after each trick, plays a forced
//! card, offers Undo, checks the person's cards, and whether a bot plays the person's seat
//! (watching). They go on from one game to the next.
use super::pace::Speed;
use super::update::Setting;

/// The table's settings, changed only by a [`Setting`].
#[derive(Clone, Debug, PartialEq)]
pub struct TableSettings {
    speed: Speed,
    pause_after_trick: bool,
    auto_play: bool,
    no_take_backs: bool,
    play_checker: bool,
    watch: bool,
}

impl TableSettings {
    /// At `speed`, every switch off.
    pub fn new(speed: Speed) -> TableSettings {
        TableSettings {
            speed,
            pause_after_trick: false,
            auto_play: false,
            no_take_backs: false,
            play_checker: false,
            watch: false,
        }
    }

    /// Takes a change.
    pub(super) fn set(&mut self, setting: Setting) {
        match setting {
            Setting::Speed(speed) => self.speed = speed,
            Setting::PauseAfterTrick(on) => self.pause_after_trick = on,
            Setting::AutoPlay(on) => self.auto_play = on,
            Setting::NoTakeBacks(on) => self.no_take_backs = on,
            Setting::PlayChecker(on) => self.play_checker = on,
            Setting::Watch(on) => self.watch = on,
        }
    }

    /// How fast the table plays.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// Wait for the person's "Next trick" after each trick.
    pub fn pause_after_trick(&self) -> bool {
        self.pause_after_trick
    }

    /// Play the person's only legal card for them.
    pub fn auto_play(&self) -> bool {
        self.auto_play
    }

    /// No take-backs: Undo is not offered.
    pub fn no_take_backs(&self) -> bool {
        self.no_take_backs
    }

    /// Weigh each card before it is played, and ask before a clear mistake.
    pub fn play_checker(&self) -> bool {
        self.play_checker
    }

    /// Watch the bots: the person's seat is played by a bot too (at its level), and each
    /// deal's scores give way to the next deal by themselves (`?watch=1`; the soak test).
    pub fn watch(&self) -> bool {
        self.watch
    }
}
