//! The reducer: each message to the one `AppState` method that handles it. It is pure —
//! storage, timers, the computer's thinking and randomness are effects (hooks.rs) and
//! callbacks (context.rs) that send their results here.

use super::msg::Msg;
use super::AppState;
use std::rc::Rc;
use yew::Reducible;

impl Reducible for AppState {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut st = Rc::unwrap_or_clone(self);
        match msg {
            Msg::SetLang(l) => st.settings.lang = l,
            Msg::SetVariant(v) => st.settings.variant = v,
            Msg::SetOpponent(o) => st.settings.opponent = o,
            Msg::SetSide(side) => st.settings.side = side,
            Msg::SetLevel(l) => st.settings.level = l,
            Msg::SetSeedText(t) => st.seed_text = t,
            Msg::ToggleCoordinates => st.settings.coordinates = !st.settings.coordinates,
            Msg::ToggleHints => st.settings.hints = !st.settings.hints,
            Msg::Hints { key, hints } => st.hints(key, hints),
            Msg::Start(new) => st.open(new),
            Msg::ResumeKept(id) => st.resume_kept(id),
            Msg::Leave => st.leave(),
            Msg::Stay => st.stay(),
            Msg::ShowNewGame => st.screen = super::Screen::NewGame,
            Msg::ContinueGame => st.show_game(),
            Msg::Navigate(t) => st.navigate(t),
            Msg::Square(sq) => st.click(sq),
            Msg::Drag(from, to) => st.drag(from, to),
            Msg::FlipPicked => st.flip_picked(),
            Msg::Promote(role) => st.promote(role),
            Msg::Arrived { rev, step } => st.arrived(rev, step),
            Msg::BotFailed { rev, detail } => st.bot_failed(rev, detail),
            Msg::DrawAnswer { rev, accept } => st.draw_answer(rev, accept),
            Msg::OfferDraw => st.offer_draw(),
            Msg::AcceptDraw => st.answer_draw(true),
            Msg::DeclineDraw => st.answer_draw(false),
            Msg::Resign => st.resign(),
            Msg::Undo => st.undo(),
            Msg::Replay(to) => st.replay(to),
            Msg::FlipBoard => st.settings.flipped = !st.settings.flipped,
            Msg::ToggleSound => st.settings.sound = !st.settings.sound,
            Msg::SetVolume(v) => st.settings.volume = v.min(100),
            Msg::RevealAll => st.reveal_all(),
            Msg::HandoverContinue => st.handover_done(),
            Msg::Rematch(seed) => st.again(Some(seed)),
            Msg::ReplayDeal => st.again(None),
            Msg::Dismiss(id) => st.notices.retain(|n| n.id != id),
            Msg::SetClock(c) => st.settings.clock = c,
            Msg::SetClockFields(tc) => {
                st.settings.clock_fields = tc;
                if st.settings.clock.is_some() {
                    st.settings.clock = Some(tc);
                }
            }
            Msg::Typed(text) => st.typed(&text),
            Msg::OpenRecord { text, coin } => {
                let mode = st.settings.new_game(0, coin).mode;
                st.open_record(&text, mode);
            }
            Msg::OpenNothing => st.notify(incerto_ui::i18n::Key::RecordEmpty, None),
            Msg::Clock(now) => st.sync_clocks(now),
            Msg::PageHidden { hidden, now } => st.page_visibility(hidden, now),
            Msg::Notify { key, detail } => st.notify(key, detail),
            Msg::NotifyUnread { key, unread } => st.notify_unread(key, unread),
            Msg::Analyse => st.analyse(),
        }
        Rc::new(st)
    }
}
