//! The seam between the app and its computer opponent. The app hands a driver the
//! computer's own `PlayerView` (never the true state) and gets one `Step` back later; today
//! the driver runs `RandomBot` on the page after a short delay, and a Web Worker driver can
//! replace it without the app changing (a view is serialisable, a step is a short string).

use gloo::timers::callback::Timeout;
use incerto_engine::bot::{Bot, RandomBot, Step};
use incerto_engine::PlayerView;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// An answer on its way. Dropping it cancels the request (the game moved on, or the page
/// left the game), so a stale answer is never delivered.
pub struct Pending {
    _timer: Timeout,
}

pub trait BotDriver {
    /// Asks for the next step of the view's player; `reply` gets it no sooner than
    /// `delay_ms` from now, so people can follow the computer's moves.
    fn request(&self, view: PlayerView, delay_ms: u32, reply: Callback<Option<Step>>) -> Pending;
}

/// The computer on the page's own thread: the random bot is fast enough not to block it.
pub struct LocalBot {
    bot: Rc<RefCell<RandomBot>>,
}

impl LocalBot {
    pub fn new(seed: u64) -> LocalBot {
        LocalBot {
            bot: Rc::new(RefCell::new(RandomBot::new(seed))),
        }
    }
}

impl BotDriver for LocalBot {
    fn request(&self, view: PlayerView, delay_ms: u32, reply: Callback<Option<Step>>) -> Pending {
        let bot = self.bot.clone();
        Pending {
            _timer: Timeout::new(delay_ms, move || {
                let step = bot.borrow_mut().step(&view);
                reply.emit(step);
            }),
        }
    }
}
