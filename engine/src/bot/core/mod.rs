//! The search core both games share: the node budget and its clock (`budget.rs`), the
//! score scale (`score.rs`), chance nodes (`chance.rs`), what every node does alike
//! (`node.rs`), the positions before the current one for repetitions (`path.rs`), the
//! move-ordering tables (`tables.rs`), the transposition table (`tt.rs`) and its hash keys
//! (`zobrist.rs`), and the material and placement terms of the evaluations (`eval.rs`).

pub(crate) mod budget;
pub(crate) mod chance;
pub(crate) mod eval;
pub(crate) mod node;
pub(crate) mod path;
pub(crate) mod score;
pub(crate) mod tables;
pub(crate) mod tt;
pub(crate) mod zobrist;
