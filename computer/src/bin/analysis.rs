//! The post-game analysis's Web Worker (wasm only): answers each message with
//! `incerto_computer::handle_analysis` (a `review` job posts its progress on the way) and says
//! `ready` once it has started. The page creates it from `analysis_loader.js`, relative to the
//! page, when a person asks for an analysis; a job is cancelled by terminating the worker.

#[cfg(target_arch = "wasm32")]
fn main() {
    incerto_computer::serve(incerto_computer::handle_analysis);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("analysis: a Web Worker of the Incerto app; it runs in a browser (trunk build)");
    std::process::exit(2);
}
