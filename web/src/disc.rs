//! One disc on the board and its overlays (selected, capturable, skipped, marks), as SVG.
