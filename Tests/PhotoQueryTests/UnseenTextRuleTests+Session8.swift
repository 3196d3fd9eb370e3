import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the eighth round (issue 14; blind set R read, set Q held out), on
/// sentences of our own.
@Suite("Rules for unseen text: places named by their head in lowercase")
struct UnseenTextRuleTestsSession8 {
  @Test("a noun before a head that only names places is a named place, typed in lowercase")
  func nameFormingPlaceHeads() {
    let cove = EngineTestSupport.read("smugglers cove kayaks", .search)
    #expect(cove.whereTexts == ["smugglers cove"])
    #expect(cove.whatTexts == ["kayaks"])
    #expect(
      EngineTestSupport.read("devils causeway 2018", .search).whereTexts == ["devils causeway"])
    #expect(
      EngineTestSupport.read("photos of us at the eagles head last june").whereTexts
        == ["eagles head"])
    // `head` after a singular noun is a thing, and phrases the vocabulary knows stay things
    #expect(EngineTestSupport.read("shower head", .search).whereTexts.isEmpty)
    #expect(EngineTestSupport.read("dog park", .search).whereTexts.isEmpty)
  }

  @Test("a word that opens place names before a place head names the place")
  func leadBeforeHead() {
    let cape = EngineTestSupport.read("cape reef seals", .search)
    #expect(cape.whereTexts == ["cape reef"])
    #expect(cape.whatTexts == ["seals"])
    #expect(EngineTestSupport.read("lake house", .search).whereTexts.isEmpty)
  }

  @Test("a place straight before an event head that names one event is that event's name")
  func placeNamedEvents() {
    let races = EngineTestSupport.read("leopardstown races hats 2019", .search, locale: "en_IE")
    #expect(races.whatTexts == ["leopardstown races", "hats"])
    #expect(races.whereTexts.isEmpty)
    let derby = EngineTestSupport.read("any videos from the Durban derby at Moses Mabhida?")
    #expect(derby.whatTexts == ["Durban derby"])
    // an event head many events share keeps the place apart, and so does a word between them
    #expect(EngineTestSupport.read("pics from the Perth concert").whereTexts == ["Perth"])
    #expect(EngineTestSupport.read("auckland lantern festival", .search).whereTexts == ["auckland"])
  }

  @Test("one holiday's word before a capitalised event head names the event")
  func holidayNamedEvents() {
    let show = EngineTestSupport.read("pics of the kids at the Easter Show")
    #expect(show.whatTexts == ["Easter Show"])
    #expect(show.whenTexts.isEmpty)
    // lowercase, the holiday keeps its time
    #expect(EngineTestSupport.read("pics of the easter parade").whenTexts == ["easter"])
  }

  @Test("photos a paper, a broadcaster or a brand has, told of and not asked for, are no search")
  func organisationsPhotos() {
    #expect(
      !EngineTestSupport.read("the Guardian's pics of the storm in Cornwall, wow").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the RTÉ footage of the flooding in Clonmel is shocking")
        .isPhotoSearch)
    // asked for, they are searched; the person's own photos judged and not asked for are no
    // search either (twelfth round, `isJudgedOnly`)
    #expect(EngineTestSupport.read("can you send the RTÉ footage of the flooding").isPhotoSearch)
    #expect(EngineTestSupport.read("the Paris photos are gorgeous, send them over").isPhotoSearch)
  }

  @Test("shots counted, and a shot at something abstract, are no photos")
  func otherShots() {
    #expect(!EngineTestSupport.read("Curry had 12 shots in the first quarter").isPhotoSearch)
    #expect(!EngineTestSupport.read("too many shots at the Porterhouse last night").isPhotoSearch)
    #expect(!EngineTestSupport.read("one last shot at glory in Leeds for the lads").isPhotoSearch)
    #expect(EngineTestSupport.read("find that shot at the christening").isPhotoSearch)
  }

  @Test("an image that someone or something has, showing nothing, is a reputation")
  func imageAsStanding() {
    #expect(!EngineTestSupport.read("the council needs to fix its image in Limerick").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("his image took a beating after the Dublin scandal").isPhotoSearch)
    #expect(EngineTestSupport.read("send me her image from the wedding").isPhotoSearch)
  }

  @Test(
    "a named natural place or park and the place head after it are one place; a town's stays apart")
  func headsAfterAPlace() {
    let canyon = EngineTestSupport.read("blyde river canyon sunset", .search, locale: "en_ZA")
    #expect(canyon.whereTexts == ["blyde river canyon"])
    #expect(canyon.whatTexts == ["sunset"])
    let beach = EngineTestSupport.read("east london beach", .search, locale: "en_ZA")
    #expect(beach.whereTexts == ["east london"])
    #expect(beach.whatTexts == ["beach"])
  }

  @Test("a given name joined by `and` to a person is a person, though it names a thing too")
  func namesJoinedToPeople() {
    let kids = EngineTestSupport.read("daisy and oliver beach 2021", .search)
    #expect(kids.whoTexts == ["daisy", "oliver"])
    #expect(EngineTestSupport.read("salt and pepper", .search).whoTexts.isEmpty)
  }

  @Test("typed in lowercase, a word no list knows after a kin title is the name")
  func unknownNameAfterKinTitle() {
    #expect(EngineTestSupport.read("uluru with uncle baz", .search).whoTexts == ["uncle baz"])
    // a town is no name
    #expect(
      EngineTestSupport.read("nana tauranga", .search, locale: "en_NZ").whereTexts == ["tauranga"])
  }

  @Test("a word no list knows before an event head is the event's name (a team's game)")
  func teamGames() {
    let game = EngineTestSupport.read("bunnies game with dad", .search, locale: "en_AU")
    #expect(game.whatTexts == ["bunnies game"])
    #expect(game.whereTexts.isEmpty)
  }

  @Test("after a word that opens place names, a capitalised kin word is part of the place")
  func kinWordInPlaceName() {
    #expect(EngineTestSupport.read("photos of us at Mount Apo").whereTexts == ["Mount Apo"])
  }

  @Test("a shot among drinks or medicines, asked for by no one, is a drink or a jab")
  func drinksAndJabs() {
    #expect(!EngineTestSupport.read("got my flu shot at the pharmacy in Cork today").isPhotoSearch)
    #expect(!EngineTestSupport.read("three rounds of tequila shots at Temple Bar").isPhotoSearch)
    #expect(!EngineTestSupport.read("shots of sambuca at Eddie's were a mistake").isPhotoSearch)
    // asked for, or a name that holds a drink's word, they are photos
    #expect(EngineTestSupport.read("can you send the shots from the pub crawl").isPhotoSearch)
    #expect(
      EngineTestSupport.read("pahingi ng shots ng Chocolate Hills from our Bohol trip")
        .isPhotoSearch)
    // `show` asks only with someone to show it to
    #expect(
      !EngineTestSupport.read("Leinster had 9 shots and nothing to show for it").isPhotoSearch)
  }

  @Test("a time said in its own sentence after the request is the photos' time")
  func timeAfterthought() {
    let hens = EngineTestSupport.read("where are the photos of the hens? last saturday")
    #expect(hens.whenTexts == ["last saturday"])
    let rotorua = EngineTestSupport.read(
      "can you send the pics from Rotorua? from the weekend before last I think")
    #expect(rotorua.whenTexts == ["weekend before last"])
  }

  @Test("`falls` counts seasons, as `summers` does")
  func fallsAgo() {
    #expect(
      EngineTestSupport.read("pics of the elk from two falls ago").whenTexts == ["two falls ago"])
    #expect(EngineTestSupport.read("photos of niagara falls").whenTexts.isEmpty)
  }

  @Test("in a lowercase search field a given name before a sport or an occasion is the person")
  func givenNameBeforeActivity() {
    let soccer = EngineTestSupport.read("daisy netball 2024", .search)
    #expect(soccer.whoTexts == ["daisy"])
    #expect(soccer.whatTexts == ["netball"])
    #expect(EngineTestSupport.read("rose garden", .search).whoTexts.isEmpty)
    #expect(EngineTestSupport.read("darwin sunset", .search, locale: "en_AU").whoTexts.isEmpty)
  }

  @Test("after `the`, a capitalised name no place list knows names the thing after it")
  func namedThings() {
    #expect(
      EngineTestSupport.read("find the pic of the Woolworths trolley at the beach").whatTexts
        == ["Woolworths trolley", "beach"])
    // people doing something stay people
    #expect(
      EngineTestSupport.read("any pics of the Okonkwos dancing at the reunion").whoTexts
        == ["Okonkwos"])
  }

  @Test("a cinema one was at is a venue of the photos, not talk of films")
  func cinemaAsVenue() {
    #expect(
      EngineTestSupport.read("find the photo of Nan at the old movie theater in Dayton")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the new film at the cinema has great shots of Rome").isPhotoSearch)
  }

  @Test("gear that takes photos, photos announced ahead and a team's image ask for nothing")
  func moreOtherSenses() {
    #expect(!EngineTestSupport.read("the new Pixel takes crazy photos in the dark").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("holiday photo dump incoming after Rhythm and Vines").isPhotoSearch)
    #expect(!EngineTestSupport.read("the All Blacks' image has never been better").isPhotoSearch)
    #expect(EngineTestSupport.read("can you find a better image of the dog").isPhotoSearch)
  }

  @Test("a time ahead in a sentence before the request does not put the photos ahead")
  func earlierSentenceTime() {
    let reading = EngineTestSupport.read(
      "Rugby again tomorrow, ugh. Have you got the photos of Sione at the Eden Park game?")
    #expect(reading.isPhotoSearch)
    #expect(reading.whoTexts == ["Sione"])
  }

  @Test(
    "photo taking, scanning or printing is an activity, and photos once something is done lie ahead"
  )
  func photoActivities() {
    #expect(
      !EngineTestSupport.read("is photo taking allowed inside the Sistine Chapel?").isPhotoSearch)
    #expect(!EngineTestSupport.read("know a good place in Cork for photo scanning?").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("Dad wants a photo of the deck once the builders are done")
        .isPhotoSearch)
  }

  @Test("`to` after a verb of going leads to a place, not where the photos are sent")
  func wentTo() {
    #expect(
      EngineTestSupport.read("send me the photos from when we went to Kinsale").whereTexts
        == ["Kinsale"])
    #expect(EngineTestSupport.read("upload the pics from Rome to the drive").whereTexts == ["Rome"])
  }

  @Test("photos someone else had, with adjectives before the cue, are told of, not asked for")
  func othersPhotosWithAdjectives() {
    #expect(
      !EngineTestSupport.read("the Herald had some wild photos of the eruption").isPhotoSearch)
    #expect(
      EngineTestSupport.read("we had some great pics from the wedding, can you send them")
        .isPhotoSearch)
  }
}
