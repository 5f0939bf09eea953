//! The safe API: round trips, every provokable error status, thread sharing, drop order.
//! Keys: the public TEST keys in Vectors/keys (never use them in production).

#[path = "../support/mod.rs"]
#[allow(dead_code)] // shared with the vectors tests; only part of it is used here
mod support;

mod error_statuses;
mod helpers;
mod library_and_status;
mod round_trips;
mod threads_and_drop_order;
