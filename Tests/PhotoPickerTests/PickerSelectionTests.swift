import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct PickerSelectionTests {
  @Test func keepsOrderAndStopsAtTheLimit() throws {
    var selection = PickerSelection(limit: 2)
    try selection.select("b")
    try selection.select("a")
    try selection.select("a")
    #expect(selection.identifiers == ["b", "a"])
    #expect(selection.isFull)
    #expect(throws: PickerSelectionError.limitReached(2)) { try selection.select("c") }
    selection.deselect("b")
    #expect(selection.position(of: "a") == 1)
    try selection.select("c")
    #expect(selection.identifiers == ["a", "c"])
  }

  @Test func limitOfOneReplaces() throws {
    var selection = PickerSelection(limit: 1)
    try selection.select("a")
    try selection.select("b")
    #expect(selection.identifiers == ["b"])
  }

  @Test func zeroMeansUnlimited() throws {
    var selection = PickerSelection(limit: 0)
    for index in 0..<500 { try selection.select("id\(index)") }
    #expect(selection.identifiers.count == 500)
    #expect(!selection.isFull)
  }
}
