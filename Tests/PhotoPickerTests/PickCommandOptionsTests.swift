import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct PickCommandOptionsTests {
  @Test func parsesTheIssueExample() throws {
    let options = try PickCommandOptions(parsing: [
      "photos from Paris last summer", "--library", "/tmp/lib", "--limit", "3", "--ordered",
      "--json",
    ])
    #expect(options.text == "photos from Paris last summer")
    #expect(options.library == "/tmp/lib")
    #expect(options.configuration.selectionLimit == 3)
    #expect(options.configuration.selection == .ordered)
    #expect(options.configuration.searchText == PickerSearchText("photos from Paris last summer"))
    #expect(options.json)
    #expect(options.serverOptions.host == "127.0.0.1")
  }

  @Test func defaultsToUnlimitedLoopbackAndJoinsWords() throws {
    let options = try PickCommandOptions(parsing: ["dogs", "at", "the", "beach", "--", "--json"])
    #expect(options.text == "dogs at the beach --json")
    #expect(!options.json)
    #expect(options.selectionLimit == 0)
    #expect(options.configuration.searchText?.isResolved == false)
    #expect(try PickCommandOptions(parsing: []).configuration.searchText == nil)
  }

  @Test func rejectsBadArgumentsWithUsage() {
    for arguments in [
      ["--limit"], ["--limit", "-1"], ["--limit", "many"], ["--port", "70000"], ["--frobnicate"],
      ["--host", "example.com"], ["--library"],
    ] {
      #expect(throws: PickCommandOptions.ParseError.self, "\(arguments)") {
        try PickCommandOptions(parsing: arguments)
      }
    }
    do {
      _ = try PickCommandOptions(parsing: ["--limit", "x"])
    } catch {
      #expect(error.description.contains("usage: photosearch pick"))
    }
  }
}
