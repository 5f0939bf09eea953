//! A downstream program: the library's version and two real calls (card brand, mask).
use std::process::ExitCode;

fn run() -> Result<(), String> {
    println!("version {} abi {}", payseal::version(), payseal::abi_version());
    let brands = payseal::CardBrands::default();
    let brand = brands.brand("4111111111111111").map_err(|e| format!("{e:?}"))?;
    println!("brand 4111111111111111 = {}", brand.as_deref().unwrap_or("(none)"));
    let mask = payseal::Mask::new("{{9999}} {{9999}} {{9999}} {{9999}}").map_err(|e| format!("{e:?}"))?;
    let formatted = mask.format("4111111111111111").map_err(|e| format!("{e:?}"))?;
    println!("mask format = {formatted}");
    if brand.as_deref() != Some("visa") || formatted != "4111 1111 1111 1111" {
        return Err("unexpected result".into());
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
