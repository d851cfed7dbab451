//! localStorage, by key: read, write and remove a text value. What the pages store and in
//! which format is theirs (`incerto_app::storage`, the lessons' progress in web/learn).
//! Without storage (switched off, a private mode, `file://`) nothing is kept and the pages
//! run without it.

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`. A full or refused storage only costs the saved copy.
pub fn write(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Removes what is stored under `key`.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}
