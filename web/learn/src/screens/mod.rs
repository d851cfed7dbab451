//! The lessons page's screens: the Learn screen, and the lesson player that it and the
//! embed route share.

pub mod learn;
pub mod lesson;
