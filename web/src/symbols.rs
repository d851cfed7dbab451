//! The project's own SVG symbol set for the pieces: simple geometric glyphs for K, Q, R, B, N, P and the cannon.
