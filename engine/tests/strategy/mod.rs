//! The proptest strategies that more than one property test draws from.

use incerto_engine::Variant;
use proptest::prelude::*;

/// Any of the three games, equally often.
pub fn variant() -> impl Strategy<Value = Variant> {
    prop_oneof![
        Just(Variant::Incerto),
        Just(Variant::HiddenRandom),
        Just(Variant::HiddenChess)
    ]
}
