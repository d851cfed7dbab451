//! One layer of the deal and its proof. A shuffler multiplies every card of a deck by its
//! secret key and permutes them; the cut-and-choose argument (docs/TABLE.md, "The deal")
//! shows, without telling the key or the permutation, that the new deck is exactly that:
//! every card once, none dropped, doubled or replaced, under the key of its public key.
//!
//! The shuffler commits to `t` shadow decks, each a fresh shuffle of the input; the other
//! side answers with `t` random bits; the shuffler opens each shadow towards the input (its
//! permutation and factor) or towards the output (the permutation and factor that take the
//! output to it). A cheat survives each bit with probability 1/2 at most. The generator
//! goes through every step first, tying the factor to the shuffler's public key.

use super::secrets::{hash_scalar, Seed};
use super::wire::{Pt, ShadowOpening};
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT as G;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::{Identity, VartimeMultiscalarMul};

/// `out[j] = key · input[perm[j]]`.
pub(crate) fn layer(input: &[RistrettoPoint], key: &Scalar, perm: &[u8]) -> Vec<RistrettoPoint> {
    perm.iter().map(|&i| key * input[usize::from(i)]).collect()
}

/// The context bytes of one shuffle's shadows: which seat's layer of which side's deck.
fn ctx(step: u8, shadow: u8) -> [u8; 2] {
    [step, shadow]
}

/// The shadow secrets of shadow `s` of step `step`: a factor and a permutation.
fn shadow_secret(seed: &Seed, step: u8, s: u8, n: usize) -> (Scalar, Vec<u8>) {
    (
        seed.scalar("shadow", &ctx(step, s)),
        seed.permutation("shadow-perm", &ctx(step, s), n),
    )
}

/// The `t` shadow decks of a step (`step` names it: the seat and the side's deck), each
/// the generator's image first, then the cards'.
pub(crate) fn shadows(seed: &Seed, step: u8, input: &[RistrettoPoint], t: u8) -> Vec<Vec<Pt>> {
    (0..t)
        .map(|s| {
            let (r, perm) = shadow_secret(seed, step, s, input.len());
            std::iter::once(r * G)
                .chain(perm.iter().map(|&i| r * input[usize::from(i)]))
                .map(Pt::new)
                .collect()
        })
        .collect()
}

/// The openings for challenge `bits` (bit `s` set: open shadow `s` towards the output).
pub(crate) fn openings(
    seed: &Seed,
    step: u8,
    key: &Scalar,
    perm: &[u8],
    bits: u32,
    t: u8,
) -> Vec<ShadowOpening> {
    let n = perm.len();
    let mut inverse = vec![0u8; n];
    for (j, &i) in perm.iter().enumerate() {
        inverse[usize::from(i)] = j as u8;
    }
    let key_inv = key.invert();
    (0..t)
        .map(|s| {
            let (r, rho) = shadow_secret(seed, step, s, n);
            if bits >> s & 1 == 0 {
                ShadowOpening {
                    to_output: false,
                    perm: rho,
                    scalar: r,
                }
            } else {
                ShadowOpening {
                    to_output: true,
                    perm: rho.iter().map(|&i| inverse[usize::from(i)]).collect(),
                    scalar: r * key_inv,
                }
            }
        })
        .collect()
}

/// Whether `p` is a permutation of `0..n`.
fn is_permutation(p: &[u8], n: usize) -> bool {
    let mut seen = vec![false; n];
    p.len() == n
        && p.iter().all(|&i| {
            let i = usize::from(i);
            i < n && !std::mem::replace(&mut seen[i], true)
        })
}

/// Checks a step's proof: `output` is `input` shuffled under the key of `key_pub`, given
/// the shadows, the challenge bits and the openings. `weights` seeds the random linear
/// combination that checks every shadow in one multi-scalar multiplication; it must be
/// unknown to the prover when it chose the shadows.
pub(crate) fn verify(
    input: &[RistrettoPoint],
    output: &[RistrettoPoint],
    key_pub: &RistrettoPoint,
    shadows: &[Vec<Pt>],
    bits: u32,
    openings: &[ShadowOpening],
    weights: &[u8],
) -> Result<(), String> {
    let n = input.len();
    if output.len() != n {
        return Err(format!("a deck of {} cards, not {n}", output.len()));
    }
    if openings.len() != shadows.len() {
        return Err(format!(
            "{} openings for {} shadows",
            openings.len(),
            shadows.len()
        ));
    }
    let mut coef_g = Scalar::ZERO;
    let mut coef_k = Scalar::ZERO;
    let mut coef_in = vec![Scalar::ZERO; n];
    let mut coef_out = vec![Scalar::ZERO; n];
    let mut scalars = Vec::with_capacity(shadows.len() * (n + 1) + 2 * n + 2);
    let mut points = Vec::with_capacity(scalars.capacity());
    for (s, (shadow, open)) in shadows.iter().zip(openings).enumerate() {
        if shadow.len() != n + 1 {
            return Err(format!(
                "shadow {s} has {} points, not {}",
                shadow.len(),
                n + 1
            ));
        }
        if open.to_output != (bits >> s & 1 == 1) {
            return Err(format!("shadow {s} is opened on the side not asked for"));
        }
        if !is_permutation(&open.perm, n) {
            return Err(format!("shadow {s}'s opening is not a permutation"));
        }
        for (j, z) in shadow.iter().enumerate() {
            let c = hash_scalar("weight", &[weights, &[s as u8, j as u8]]);
            scalars.push(c);
            points.push(z.point);
            let cq = c * open.scalar;
            match (j, open.to_output) {
                (0, false) => coef_g += cq,
                (0, true) => coef_k += cq,
                (j, false) => coef_in[usize::from(open.perm[j - 1])] += cq,
                (j, true) => coef_out[usize::from(open.perm[j - 1])] += cq,
            }
        }
    }
    scalars.push(-coef_g);
    points.push(G);
    scalars.push(-coef_k);
    points.push(*key_pub);
    for i in 0..n {
        scalars.push(-coef_in[i]);
        points.push(input[i]);
        scalars.push(-coef_out[i]);
        points.push(output[i]);
    }
    if RistrettoPoint::vartime_multiscalar_mul(&scalars, &points) == RistrettoPoint::identity() {
        Ok(())
    } else {
        Err("the shuffle proof does not hold".to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::cards::card_point;
    use crate::{Color, Variant};

    fn deck(n: u8) -> Vec<RistrettoPoint> {
        (0..n)
            .map(|i| card_point(Variant::Incerto, Color::White, i))
            .collect()
    }

    fn run(
        input: &[RistrettoPoint],
        output: &[RistrettoPoint],
        key: &Scalar,
        perm: &[u8],
        bits: u32,
    ) -> Result<(), String> {
        let seed = Seed::from_bytes([3; 32]);
        let sh = shadows(&seed, 0, input, 16);
        let op = openings(&seed, 0, key, perm, bits, 16);
        verify(input, output, &(key * G), &sh, bits, &op, b"w")
    }

    #[test]
    fn an_honest_shuffle_passes_every_challenge() {
        let input = deck(12);
        let seed = Seed::from_bytes([1; 32]);
        let key = seed.scalar("key", b"");
        let perm = seed.permutation("p", b"", 12);
        let output = layer(&input, &key, &perm);
        for bits in [0, u32::MAX, 0x5a5a, 1] {
            assert_eq!(run(&input, &output, &key, &perm, bits), Ok(()));
        }
    }

    #[test]
    fn a_doubled_card_or_another_key_fails() {
        let input = deck(12);
        let seed = Seed::from_bytes([1; 32]);
        let key = seed.scalar("key", b"");
        let perm = seed.permutation("p", b"", 12);
        let mut doubled = perm.clone();
        doubled[1] = doubled[0];
        // Two kings: the output holds one card twice. Whatever the prover opens, one side
        // of the challenge fails (here both, since it uses the honest permutation).
        let out = layer(&input, &key, &doubled);
        assert!(
            run(&input, &out, &key, &perm, 0).is_ok(),
            "towards the input only"
        );
        assert!(run(&input, &out, &key, &perm, 0xffff).is_err());
        assert!(run(&input, &out, &key, &perm, 0x0f0f).is_err());
        // Points with known relations (the classic attack on SRA): not the input's layer.
        let related: Vec<RistrettoPoint> = (1..=12u64).map(|i| Scalar::from(i) * G).collect();
        assert!(run(&input, &related, &key, &perm, 0x0f0f).is_err());
        // The honest deck under another key than the one announced.
        let other = Scalar::from(7u64);
        let out = layer(&input, &other, &perm);
        let seed = Seed::from_bytes([3; 32]);
        let sh = shadows(&seed, 0, &input, 16);
        let op = openings(&seed, 0, &other, &perm, 0x0f0f, 16);
        assert!(verify(&input, &out, &(key * G), &sh, 0x0f0f, &op, b"w").is_err());
        // A forged opening is no permutation.
        let mut op = openings(&seed, 0, &key, &perm, 0, 16);
        op[0].perm[0] = op[0].perm[1];
        let good = layer(&input, &key, &perm);
        assert!(verify(&input, &good, &(key * G), &sh, 0, &op, b"w")
            .unwrap_err()
            .contains("not a permutation"));
    }
}
