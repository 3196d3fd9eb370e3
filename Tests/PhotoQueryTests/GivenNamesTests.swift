import Foundation
import Testing

@testable import PhotoQuery

@Suite struct GivenNamesTests {
  let names = GivenNames.shared

  @Test func namesFromManyCultures() {
    for name in ["john", "mary", "priya", "mateo", "kenji", "aarav", "lea", "zoe", "kemi", "tunde"]
    {
      #expect(names.contains(name), "\(name)")
    }
    #expect(names.count > 30_000)
  }

  @Test func ordinaryWordsAreNotNames() {
    for word in ["the", "photos", "beach", "from", "last", "dog"] {
      #expect(!names.contains(word), "\(word)")
    }
  }

  @Test func familyNamesAreKnownButNoGivenNames() {
    for name in ["patel", "okonkwo", "murphy", "nguyen"] {
      #expect(names.isFamilyName(name), "\(name)")
    }
    // a name that is only a family name is no given name; one that is both stays one
    #expect(!names.contains("patel"))
    #expect(names.contains("murphy") && names.isFamilyName("murphy"))
    #expect(!names.isFamilyName("priya"))
  }

  @Test func namesOfACountry() {
    #expect(names.isGivenName("tama", inCountry: "NZ"))
    #expect(!names.isGivenName("tama", inCountry: "US"))
    #expect(names.isGivenName("lerato", inCountry: "ZA"))
    #expect(!names.isGivenName("lerato", inCountry: "XX"))
  }

  @Test func commonnessOrdersNames() {
    #expect(names.commonness("john") > 0.9)
    #expect(names.commonness("john") > names.commonness("kemi"))
    #expect(names.commonness("kemi") > 0)
    #expect(names.commonness("zzzqqq") == 0)
  }

  @Test func namesThatAreCommonWordsAreFlagged() {
    for name in ["rose", "summer", "will", "may", "june", "art"] {
      #expect(names.contains(name) && names.isCommonWord(name), "\(name)")
    }
    for name in ["john", "priya", "paris"] {
      #expect(!names.isCommonWord(name), "\(name)")
    }
  }

  @Test func usualSex() {
    #expect(names.usualSex("mary") == .female)
    #expect(names.usualSex("john") == .male)
  }

  @Test func missingResourcesGiveAnEmptyList() {
    let empty = GivenNames(resourceDirectory: URL(fileURLWithPath: "/nonexistent"))
    #expect(!empty.contains("john"))
    #expect(empty.count == 0)
  }
}
