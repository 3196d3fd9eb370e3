"""Holiday words shared by the data generators: the holidays of ../shared/data/raw/holidays and
the contract's English ones (section 2 rule 2, decisions 19 and 26). A phrase holding one is a
time and a subject (decision 8: `Hari Raya open house`, `Deepavali light-up`), not one name."""

HOLIDAY_WORDS = {
    "christmas", "xmas", "easter", "diwali", "deepavali", "raya", "eid", "new year", "cny",
    "thanksgiving", "halloween", "onam", "pongal", "holi", "navratri", "vesak", "matariki",
    "hanukkah", "passover", "ramadan", "mid autumn", "lunar new year", "vaisakhi", "dussehra",
    "janmashtami", "lohri", "hogmanay", "waitangi", "anzac", "undas", "nye", "new year's eve",
}


def holds_holiday(key):
    """Whether a folded phrase key holds a holiday word as whole words."""
    padded = f" {key} "
    return any(f" {word} " in padded for word in HOLIDAY_WORDS)
