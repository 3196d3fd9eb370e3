extension English {
  /// Place nouns that become personal places with a possessive (decision 5).
  static let dwellingNouns = words(
    """
    house home place cabin cottage apartment flat condo farm ranch villa chalet lodge bungalow
    mansion cabana lakehouse beachhouse caravan camper rv houseboat office studio shack hut estate
    bach society townhouse homestead pad dorm digs kampung unit garden backyard yard farmhouse
    veranda verandah porch gaff
    """)

  /// Personal places valid alone (section 2: `at home`, `at work`).
  static let barePersonalPlaces = words("home work office school college uni university campus")

  /// Head nouns that make a capitalised phrase a named place (`Golden Gate Bridge`, `High Park`).
  static let placeHeadNouns = words(
    """
    tower towers bridge park parks square beach beaches island islands isles lake lakes falls
    valley district field fields stadium arena coliseum hall road street st avenue ave drive boulevard
    bay canyon reef house museum palace castle cathedral church abbey temple shrine mosque
    gardens garden zoo mountain mountains mount mt peak peaks hill hills forest woods desert
    river coast harbour harbor harbor port pier wharf market markets centre center plaza mall
    airport station gate wall cliffs cove point cape heights springs sands dunes glacier volcano
    national monument memorial fort fortress ruins theatre theater opera gallery aquarium
    resort village town city county state province coast highway trail pass rock rocks head
    sound strait lagoon marina causeway crossing heads path narrows quay common green ridge gorge basin creek loch canal waterfront lighthouse uni university campus
    esplanade promenade boardwalk lookout reserve sanctuary bluff bluffs headland peninsula
    jetty oval marae masjid gurdwara hotel inn
    """)

  /// Compass words: before a region head they name a region or a quarter (`the east coast`, `west
  /// end`, `north shore`), one where value.
  static let compassWords = words("north south east west")

  /// Heads after a compass word that name a region or a quarter.
  static let compassPlaceHeads = words("coast side end shore bank country coastline")

  /// Words that open a named place (`Lake Tahoe`, `Mount Fuji`, `Cape Cod`).
  static let placeLeadNouns = words(
    """
    lake mount mt cape isle port fort lago monte loch glen saint st san santa sierra te brgy
    barangay co
    """)
}
