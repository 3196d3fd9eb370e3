import PhotoPlaces

extension ContextRules {
  /// What a foreign town loses to a given name of the locale's own people that it shares.
  static let foreignTownUnderLocalName = 0.3
  /// The population from which a town is known well enough abroad to keep its name.
  static let worldCityPopulation = 1_000_000

  /// Whether a gazetteer place of one word is a town abroad, not a world city, whose name the
  /// name lists of the locale's country give as a given name: `Tama` typed in New Zealand is
  /// Tama, not the Japanese city (decision 7 reads the place only where it is the likelier
  /// reading; see docs/decisions.md).
  func isLocalNameOverForeignTown(
    _ candidate: Candidate, _ query: QueryText, _ resources: EngineResources
  ) -> Bool {
    let value = candidate.valueRange
    guard value.count == 1, query.isGivenName(value.lowerBound),
      case .places(let places) = candidate.resolution, !places.isEmpty
    else { return false }
    let country = query.timeContext.localeFacts.country
    guard resources.givenNames.isGivenName(query.folded[value.lowerBound], inCountry: country)
    else { return false }
    return !places.contains {
      $0.countryCode == country || $0.population >= Self.worldCityPopulation
        || $0.kind != .city
    }
  }
}
