import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the ninth round (issue 14; sets O, Q and R read, sets S and T written blind),
/// on sentences of our own.
@Suite("Rules for unseen text: named events")
struct UnseenTextRuleTestsSession9 {
  @Test("a capitalised event head ends a person's name: the run is the event")
  func eventHeadEndsNoName() {
    let festival = EngineTestSupport.read("pics of Ayesha at the Durban July Jazz Festival")
    #expect(festival.whoTexts == ["Ayesha"])
    #expect(festival.whatTexts == ["Durban July Jazz Festival"])
    #expect(festival.whereTexts.isEmpty)
    let show = EngineTestSupport.read("videos of Grace at the Blues Festival")
    #expect(show.whoTexts == ["Grace"])
    #expect(show.whatTexts == ["Blues Festival"])
  }

  @Test("a holiday's name before a capitalised head is the event's proper name")
  func holidayNamedEvents() {
    let parade = EngineTestSupport.read("photos of the kids at the Australia Day Parade")
    #expect(parade.whatTexts == ["Australia Day Parade"])
    #expect(parade.whenTexts.isEmpty)
    // a lowercase head leaves the holiday its time
    let lower = EngineTestSupport.read("photos of the kids at the Australia Day parade")
    #expect(lower.whenTexts == ["Australia Day"])
    #expect(lower.whatTexts == ["parade"])
  }

  @Test("after at or from, a name no list knows before where it was held, or its year, is an event")
  func eventBeforeItsPlace() {
    let held = EngineTestSupport.read("pics from Fusion in Lagos with the girls")
    #expect(held.whatTexts == ["Fusion"])
    #expect(held.whereTexts == ["Lagos"])
    let year = EngineTestSupport.read("photos of Zoe at Wavefest 2023")
    #expect(year.whatTexts == ["Wavefest"])
    #expect(year.whenTexts == ["2023"])
    // a place the gazetteer knows stays a place, and a holiday keeps its time
    #expect(
      EngineTestSupport.read("photos from Petra in Jordan").whereTexts == ["Petra", "Jordan"])
    #expect(EngineTestSupport.read("pics from Hogmanay in Edinburgh").whenTexts == ["Hogmanay"])
  }

  @Test("a place before a head that is also a holiday names the event, and the year stays a time")
  func placeBeforeHolidayHead() {
    let plain = EngineTestSupport.read(
      "notting hill carnival 2023 floats", .search, locale: "en_GB")
    #expect(plain.whatTexts == ["notting hill carnival", "floats"])
    #expect(plain.whenTexts == ["2023"])
    #expect(plain.whereTexts.isEmpty)
    // the holiday alone keeps its time
    #expect(EngineTestSupport.read("carnival 2024", .search).whenTexts == ["carnival 2024"])
  }
}

@Suite("Rules for unseen text: photos shown in a medium")
struct UnseenTextMediumTestsSession9 {
  @Test("photos placed in a paper, a site or a feed are told of, even in a question")
  func photosInAMedium() {
    #expect(
      !EngineTestSupport.read("the pictures of the storm in the Otago Daily Times were wild")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("did you see the clips of the parade on YouTube, class").isPhotoSearch
    )
    #expect(
      !EngineTestSupport.read("ang ganda ng pics ni Nadine sa IG", locale: "en_PH").isPhotoSearch)
    // a request for them stays a search
    #expect(
      EngineTestSupport.read("can you find the photos of Ava I put on Facebook").isPhotoSearch)
    // a question about lost photos asks for none; asking for them back is a search
    #expect(
      !EngineTestSupport.read("why do my screenshots keep vanishing from the gallery?")
        .isPhotoSearch)
    #expect(
      EngineTestSupport.read("I deleted the pics from Bali, do you still have them?")
        .isPhotoSearch)
    // printing or framing a kind of photo in general; a documentary's footage
    #expect(
      !EngineTestSupport.read("who does cheap printing of poster photos in Perth?").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the new documentary has stunning aerial footage of Fiordland")
        .isPhotoSearch)
    // a capitalised paper's word with no `the` is a name (`Times Square`)
    #expect(EngineTestSupport.read("pics of us in Times Square").isPhotoSearch)
  }

  @Test("footage a broadcaster or an authority showed is told of, asking nothing")
  func broadcastFootage() {
    #expect(
      !EngineTestSupport.read("NBC showed aerial footage of the tornado in Moore").isPhotoSearch)
    #expect(!EngineTestSupport.read("Sky News aired clips of the protest, mad").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("photos of the missing hikers were released by DOC today")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the Herald had gorgeous pictures of the eclipse over Auckland")
        .isPhotoSearch)
    // a person who showed photos, or a request, keeps the search
    #expect(EngineTestSupport.read("Mum showed me the photos of Jasper, send them?").isPhotoSearch)
    #expect(
      EngineTestSupport.read("ABC showed the fireworks, can you find our own videos of them")
        .isPhotoSearch)
  }
}

@Suite("Rules for unseen text: places named after someone or after a place")
struct UnseenTextPlaceTestsSession9 {
  @Test("after a place preposition, a possessive before a capitalised noun is a venue")
  func possessiveVenues() {
    let chair = EngineTestSupport.read("pics of Gran at Murphy's Lookout Cafe")
    #expect(chair.whereTexts == ["Murphy's Lookout Cafe"])
    let seat = EngineTestSupport.read("selfies from the top of Arthur's Seat")
    #expect(seat.whereTexts == ["Arthur's Seat"])
    #expect(seat.whoTexts.isEmpty)
    // an occasion stays the person's
    let wedding = EngineTestSupport.read("photos from Sarah's Wedding")
    #expect(wedding.whoTexts == ["Sarah"])
    #expect(wedding.whereTexts.isEmpty)
  }

  @Test("a saint's name with its possessive is one place that keeps the possessive")
  func saintsPlaces() {
    #expect(
      EngineTestSupport.read("photos of Oisin's communion at St Brigid's").whereTexts
        == ["St Brigid's"])
    #expect(EngineTestSupport.read("pics from St Patrick's Day").whereTexts.isEmpty)
  }

  @Test("a place head, `of` and a known place are one landmark")
  func headOfPlace() {
    let mall = EngineTestSupport.read("mall of asia sunset", .search, locale: "en_PH")
    #expect(mall.whereTexts == ["mall of asia"])
    #expect(mall.whatTexts == ["sunset"])
    #expect(
      EngineTestSupport.read("cliffs of moher 2019", .search, locale: "en_IE").whereTexts
        == ["cliffs of moher"])
    // after an article the head is a common noun
    #expect(EngineTestSupport.read("photos of the beach of nice").whereTexts.isEmpty)
  }

  @Test("a town and a built landmark or hill named after it are one place; a scene stays apart")
  func townLandmarks() {
    #expect(
      EngineTestSupport.read("kilkenny castle 2019", .search, locale: "en_IE").whereTexts
        == ["kilkenny castle"])
    #expect(
      EngineTestSupport.read("photos from howth pier", locale: "en_IE").whereTexts
        == ["howth pier"])
    let beach = EngineTestSupport.read("puri sunset", .search, locale: "en_IN")
    #expect(beach.whereTexts == ["puri"])
  }

  @Test("a word no list knows, a word and a place head are one named place")
  func unknownBeforeHeadPhrase() {
    let bridge = EngineTestSupport.read("anil capilano suspension bridge", .search)
    #expect(bridge.whereTexts == ["capilano suspension bridge"])
    #expect(
      EngineTestSupport.read("kirstenbosch botanical gardens picnic", .search).whereTexts
        == ["kirstenbosch botanical gardens"])
    // an English word before the phrase leaves it a thing
    #expect(EngineTestSupport.read("old suspension bridge", .search).whereTexts.isEmpty)
  }
}

@Suite("Rules for unseen text: words no list knows")
struct UnseenTextUnknownWordTestsSession9 {
  @Test("an -ing form no list knows is an activity, not a place; a town so formed stays a town")
  func activityByForm() {
    let kite = EngineTestSupport.read("kiteboarding last summer", .search)
    #expect(kite.whatTexts == ["kiteboarding"])
    #expect(kite.whereTexts.isEmpty)
    let falls = EngineTestSupport.read("dunns river falls canyoneering", .search)
    #expect(falls.whatTexts == ["canyoneering"])
    #expect(EngineTestSupport.read("photos from kettering").whereTexts == ["kettering"])
  }
}

@Suite("Rules for unseen text: misspelt values")
struct UnseenTextTypoTestsSession9 {
  @Test("a word one edit from exactly one indexed word is read as it")
  func typoIndex() {
    let index = TypoIndex(words: ["receipts", "grandma", "grandpa", "christmas", "sunset"])
    #expect(index.correction(of: "recepits") == "receipts")
    #expect(index.correction(of: "chrstmas") == "christmas")
    #expect(index.correction(of: "sunsett") == "sunset")
    // two neighbours: no reading; two edits: none either
    #expect(TypoIndex(words: ["grandma", "grandpa"]).correction(of: "grandxa") == nil)
    #expect(index.correction(of: "recpeits") == nil)
    // words shorter than six letters are left alone
    #expect(TypoIndex(words: ["socks"]).correction(of: "sokcs") == nil)
  }

  @Test("a misspelt subject in a search box is the subject, typed as it was, not a place")
  func misspeltSubject() {
    let receipts = EngineTestSupport.read("recepits march", .search)
    #expect(receipts.whatTexts == ["recepits"])
    #expect(receipts.whereTexts.isEmpty)
    let sunset = EngineTestSupport.read("sunste at the beach", .search)
    #expect(sunset.whatTexts.contains("sunste"))
  }
}

@Suite("Rules for unseen text: whose occasion")
struct UnseenTextOccasionOwnerTestsSession9 {
  @Test("a word no list knows before a personal occasion in a lowercase search box is its person")
  func ownerOfOccasion() {
    let farewell = EngineTestSupport.read("naledi matric farewell", .search, locale: "en_ZA")
    #expect(farewell.whoTexts == ["naledi"])
    #expect(farewell.whatTexts == ["matric farewell"])
    let two = EngineTestSupport.read("bongani and zola wedding", .search, locale: "en_ZA")
    #expect(two.whoTexts == ["bongani", "zola"])
    // letters with no vowel are no name
    #expect(EngineTestSupport.read("xkcd office farewell", .search).whoTexts.isEmpty)
  }
}

@Suite("Rules for unseen text: the past week")
struct UnseenTextPastPeriodTestsSession9 {
  /// The interval of the first when value of `text`, read at the contract's reference.
  func interval(_ text: String) -> (LocalDateTime?, LocalDateTime?) {
    guard case .time(let resolution)? = EngineTestSupport.read(text).when.first?.resolution else {
      return (nil, nil)
    }
    return (resolution.start, resolution.end)
  }

  @Test("the past week, month or year runs through today; last week is the calendar week")
  func pastPeriods() {
    // the contract's reference: Wednesday 15 July 2026, en_US
    let week = interval("photos from the past week")
    #expect(week.0 == LocalDateTime(year: 2026, month: 7, day: 8))
    #expect(week.1 == LocalDateTime(year: 2026, month: 7, day: 16))
    #expect(interval("pics from the past month").0 == LocalDateTime(year: 2026, month: 6, day: 15))
    let last = interval("photos from last week")
    #expect(last.0 == LocalDateTime(year: 2026, month: 7, day: 5))
    #expect(last.1 == LocalDateTime(year: 2026, month: 7, day: 12))
  }
}

@Suite("Rules for unseen text: text typed in capitals")
struct UnseenTextCapitalsTestsSession9 {
  @Test("in capitals, chat spellings fold and a common given name is the person")
  func shouting() {
    let with = EngineTestSupport.read("WHERE ARE THE PICS W/ JOSH FROM SAT")
    #expect(with.whoTexts == ["JOSH"])
    let party = EngineTestSupport.read("OMG THE VIDEOS FROM JOSH'S BUCKS PARTY IN VEGAS")
    #expect(party.whoTexts == ["JOSH"])
    #expect(party.whereTexts == ["VEGAS"])
  }
}

@Suite("Rules for unseen text: what a person did")
struct UnseenTextOwnedDeedTestsSession9 {
  @Test("after a person's possessive, an abstract noun or a deed ending its phrase is the subject")
  func ownedDeed() {
    let goal = EngineTestSupport.read("can you find the video of Aroha's goal at the final")
    #expect(goal.whoTexts == ["Aroha"])
    #expect(goal.whatTexts.contains("goal"))
    let try_ = EngineTestSupport.read("send the clip of Tane's try from Saturday")
    #expect(try_.whatTexts == ["try"])
    // a noun that goes on into a phrase is left to the phrase readings
    #expect(
      !EngineTestSupport.read("photos of Tane's try line celebration").whatTexts.contains("try"))
  }
}

@Suite("Rules for unseen text: a cue in another sense, then a request")
struct UnseenTextLaterCueTestsSession9 {
  @Test("a cue word in an idiom leaves the request in a later sentence")
  func laterCue() {
    let later = EngineTestSupport.read(
      "you get the picture. anyway can you send the videos of Mia at the beach")
    #expect(later.isPhotoSearch)
    #expect(later.whoTexts == ["Mia"])
    // photography talk speaks for the whole text
    #expect(
      !EngineTestSupport.read("does the Pixel do slo-mo at 240fps? want it for skating clips")
        .isPhotoSearch)
  }
}
