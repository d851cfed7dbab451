//! Hash keys for the bots' transposition tables. A search state is hashed from what the
//! bot's view holds (and identities the bot sampled or drew itself), never from a true
//! state: the tables cannot remember what the bot was not told.

/// SplitMix64, evaluated at compile time.
const fn mix(i: u64) -> u64 {
    let mut z = i
        .wrapping_add(0x9E37_79B9_7F4A_7C15)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Kinds of square contents: 0–6 a known role (`Role::index`), 7 a hidden piece whose
/// identity the searcher does not know.
pub(crate) const HIDDEN: usize = 7;

const fn piece_keys() -> [[[u64; 64]; 8]; 2] {
    let mut k = [[[0; 64]; 8]; 2];
    let mut i = 0;
    while i < 2 * 8 * 64 {
        k[i / 512][(i / 64) % 8][i % 64] = mix(i as u64);
        i += 1;
    }
    k
}

const fn pool_keys() -> [[[u64; 17]; 7]; 2] {
    let mut k = [[[0; 17]; 7]; 2];
    let mut i = 0;
    while i < 2 * 7 * 17 {
        k[i / 119][(i / 17) % 7][i % 17] = mix(10_000 + i as u64);
        i += 1;
    }
    k
}

const fn square_keys(salt: u64) -> [u64; 64] {
    let mut k = [0; 64];
    let mut i = 0;
    while i < 64 {
        k[i] = mix(salt + i as u64);
        i += 1;
    }
    k
}

/// `PIECE[color][kind][square]`.
pub(crate) static PIECE: [[[u64; 64]; 8]; 2] = piece_keys();
/// `POOL[color][role][count]`: how many unknown pieces of a side may still be that role.
pub(crate) static POOL: [[[u64; 17]; 7]; 2] = pool_keys();
/// Hidden Chess: a hidden piece whose identity the searcher knows (the arena's oracle).
pub(crate) static KNOWN_HIDDEN: [u64; 64] = square_keys(20_000);
pub(crate) static EN_PASSANT: [u64; 64] = square_keys(30_000);
pub(crate) static CASTLING: [u64; 64] = square_keys(40_000);
/// Black to move.
pub(crate) const BLACK: u64 = mix(50_000);

/// The key of a pool count (counts above 16 share the last key; no set has that many).
#[inline]
pub(crate) fn pool(color: usize, role: usize, count: u8) -> u64 {
    POOL[color][role][usize::from(count).min(16)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = PIECE.iter().flatten().flatten().copied().collect();
        all.extend(POOL.iter().flatten().flatten());
        all.extend(KNOWN_HIDDEN.iter().chain(&EN_PASSANT).chain(&CASTLING));
        all.push(BLACK);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
