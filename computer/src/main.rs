//! The computer's Web Worker (wasm only): answers each message with `incerto_computer::handle`
//! and says `ready` once it has started. The page creates it from `computer_loader.js`,
//! relative to the page, so it works under any sub-path. Natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    incerto_computer::serve(|text, now, _| incerto_computer::handle(text, now));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("computer: the Web Worker of the Incerto app; it runs in a browser (trunk build)");
    std::process::exit(2);
}
