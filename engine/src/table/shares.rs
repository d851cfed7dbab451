//! Key shares: a card's ciphertext with one layer removed, and the Chaum–Pedersen proof
//! (equality of discrete logarithms, made non-interactive by Fiat–Shamir) that the layer
//! removed is the one of the sender's public key. A wrong share is caught on receipt.

use super::cards::Card;
use super::secrets::{hash_scalar, Seed};
use super::wire::{Pt, Share};
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT as G;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;

/// The bytes a share's proof is bound to: the game and the card.
fn context(game: &[u8; 16], card: Card) -> [u8; 18] {
    let mut c = [0; 18];
    c[..16].copy_from_slice(game);
    c[16] = card.color.index() as u8;
    c[17] = card.index;
    c
}

fn challenge(
    ctx: &[u8],
    key_pub: &RistrettoPoint,
    share: &[u8; 32],
    cipher: &RistrettoPoint,
    r1: &RistrettoPoint,
    r2: &RistrettoPoint,
) -> Scalar {
    hash_scalar(
        "dleq",
        &[
            ctx,
            key_pub.compress().as_bytes(),
            share,
            cipher.compress().as_bytes(),
            r1.compress().as_bytes(),
            r2.compress().as_bytes(),
        ],
    )
}

/// The share of `card` (ciphertext `cipher`) by the holder of `key`.
pub(crate) fn make(
    seed: &Seed,
    game: &[u8; 16],
    key: &Scalar,
    key_inv: &Scalar,
    card: Card,
    cipher: &RistrettoPoint,
) -> Share {
    let ctx = context(game, card);
    let point = Pt::new(key_inv * cipher);
    let w = seed.scalar("dleq", &ctx);
    let (r1, r2) = (w * G, w * point.point);
    let e = challenge(&ctx, &(key * G), &point.bytes, cipher, &r1, &r2);
    Share {
        card,
        point,
        challenge: e,
        response: w + e * key,
    }
}

/// Whether `share` removes exactly the layer of `key_pub` from `cipher`.
pub(crate) fn check(
    game: &[u8; 16],
    key_pub: &RistrettoPoint,
    cipher: &RistrettoPoint,
    share: &Share,
) -> bool {
    let ctx = context(game, share.card);
    let (e, z) = (share.challenge, share.response);
    let r1 = RistrettoPoint::vartime_double_scalar_mul_basepoint(&-e, key_pub, &z);
    let r2 = z * share.point.point - e * cipher;
    challenge(&ctx, key_pub, &share.point.bytes, cipher, &r1, &r2) == e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    #[test]
    fn a_true_share_passes_and_a_wrong_one_fails() {
        let seed = Seed::from_bytes([9; 32]);
        let game = [1; 16];
        let key = seed.scalar("key", b"");
        let plain = crate::table::cards::card_point(crate::Variant::Incerto, Color::Black, 3);
        let other = Scalar::from(5u64);
        let cipher = key * other * plain;
        let card = Card {
            color: Color::Black,
            index: 3,
        };
        let s = make(&seed, &game, &key, &key.invert(), card, &cipher);
        assert!(check(&game, &(key * G), &cipher, &s));
        assert_eq!(s.point.point, other * plain);
        // Another card's share, another game, another key, a changed point: all refused.
        let moved = Share {
            card: Card { index: 4, ..card },
            ..s
        };
        assert!(!check(&game, &(key * G), &cipher, &moved));
        assert!(!check(&[2; 16], &(key * G), &cipher, &s));
        assert!(!check(&game, &(other * G), &cipher, &s));
        let forged = Share {
            point: Pt::new(plain),
            ..s
        };
        assert!(!check(&game, &(key * G), &cipher, &forged));
    }
}
