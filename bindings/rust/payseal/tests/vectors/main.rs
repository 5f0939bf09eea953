//! Runs every Vectors/*.json file whose topic is expressible through the C ABI, through the
//! safe `payseal` API (format: VECTORS-FORMAT.md; the files' own "notes" give each runner).
//!
//! Prints one line per file, "<file>: N passed, M failed, K skipped", and fails if any case
//! fails. Vectors directory: $PAYSEAL_VECTORS_DIR, else <repo>/Vectors.

#[path = "../support/mod.rs"]
mod support;

mod case_fields;
mod expectations;
mod judging;
mod topics;

use judging::{case_id, judge, Outcome};
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use support::Json;
use topics::runner;

/// Topics the C ABI cannot express (internal primitives): whole file skipped.
const NOT_EXPRESSIBLE: &[&str] = &["a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "base64"];
/// Topics with runners of their own elsewhere: whole file skipped, with the reason.
const REPLAYED_ELSEWHERE: &[(&str, &str)] =
    &[("bad-input", "the C ABI's bad-input catalogue, replayed by Tests/PaySealCTests/BadInputCatalogueTests.swift")];

fn vectors_dir() -> PathBuf {
    match std::env::var_os("PAYSEAL_VECTORS_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../Vectors"),
    }
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
}

#[test]
fn vectors() {
    let dir = vectors_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.json files in {}", dir.display());

    println!("vectors from {} (libpayseal {})", dir.display(), payseal::version());
    let mut total = Tally::default();
    let mut failures: Vec<String> = Vec::new();
    let mut unknown_topics: Vec<String> = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let doc = match std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|t| support::parse(&t)) {
            Ok(d) => d,
            Err(e) => {
                println!("{name}: 0 passed, 1 failed, 0 skipped (unreadable: {e})");
                failures.push(format!("{name}: unreadable: {e}"));
                total.failed += 1;
                continue;
            }
        };
        let topic = doc.get("topic").and_then(Json::as_str).unwrap_or("<none>").to_owned();
        let cases = doc.get("cases").and_then(Json::as_array).unwrap_or(&[]);
        let Some(run) = runner(&topic) else {
            let why = if NOT_EXPRESSIBLE.contains(&topic.as_str()) {
                format!("topic {topic} is not expressible through the C ABI")
            } else if let Some((_, reason)) = REPLAYED_ELSEWHERE.iter().find(|(t, _)| *t == topic) {
                (*reason).to_owned()
            } else {
                unknown_topics.push(format!("{name} ({topic})"));
                format!("UNKNOWN topic {topic:?}: not in VECTORS-FORMAT.md, not run")
            };
            println!("{name}: 0 passed, 0 failed, {} skipped ({why})", cases.len());
            total.skipped += cases.len();
            continue;
        };

        let mut t = Tally::default();
        let mut skip_reasons: BTreeMap<&str, usize> = BTreeMap::new();
        let mut lines: Vec<String> = Vec::new();
        let mut seen = HashSet::new();
        if cases.is_empty() {
            t.failed += 1;
            lines.push("  FAIL: no cases".into());
            failures.push(format!("{name}: no cases"));
        }
        for c in cases {
            let id = case_id(c);
            let outcome = if !seen.insert(id.clone()) { Outcome::Fail("bad vector: duplicate id".into()) } else { judge(c, run) };
            match outcome {
                Outcome::Pass => t.passed += 1,
                Outcome::Skip(why) => {
                    t.skipped += 1;
                    *skip_reasons.entry(why).or_default() += 1;
                }
                Outcome::Fail(why) => {
                    t.failed += 1;
                    let comment = c.get("comment").and_then(Json::as_str).unwrap_or("");
                    lines.push(format!("  FAIL {id} ({comment}): {why}"));
                    failures.push(format!("{name} {id}: {why}"));
                }
            }
        }
        let reasons: Vec<String> = skip_reasons.iter().map(|(r, n)| format!("{n} {r}")).collect();
        let suffix = if reasons.is_empty() { String::new() } else { format!(" ({})", reasons.join("; ")) };
        println!("{name}: {} passed, {} failed, {} skipped{suffix}", t.passed, t.failed, t.skipped);
        for l in lines {
            println!("{l}");
        }
        total.passed += t.passed;
        total.failed += t.failed;
        total.skipped += t.skipped;
    }
    println!("TOTAL: {} files, {} passed, {} failed, {} skipped", files.len(), total.passed, total.failed, total.skipped);
    if !unknown_topics.is_empty() {
        println!("note: files with unknown topics (not run): {}", unknown_topics.join(", "));
    }
    assert!(total.failed == 0, "{} vector case(s) failed:\n{}", total.failed, failures.join("\n"));
}
