import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// Garbage and load never bring the server down.
@Suite(.serialized) struct PickerServerRobustnessTests {
  func start() throws -> (PickerWebServer, String) {
    let (source, folder) = try fixtureSource()
    let token = SessionToken()
    let server = try PickerWebServer(
      configuration: PickerConfiguration(selectionLimit: 0), dataSource: source,
      options: PickerServerOptions(thumbnailDirectory: folder.appendingPathComponent("t").path),
      token: token)
    return (server, token.value)
  }

  @Test func randomAndMutatedRequestsNeverCrashIt() throws {
    let (server, token) = try start()
    defer { server.stop() }
    let valid = Array(
      "GET /api/search?q=Alice&page=0 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Picker-Token: \(token)\r\nConnection: close\r\n\r\n"
        .utf8)
    var generator = SeededGenerator(seed: 0x5eed)
    var statuses: [Int: Int] = [:]
    for round in 0..<150 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        bytes = (0..<Int.random(in: 1...600, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
        bytes += Array("\r\n\r\n".utf8)
      } else {
        bytes = valid
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      let response = try rawExchange(port: server.port, bytes, halfClose: true)
      statuses[response.status, default: 0] += 1
      #expect(response.status != 500, "round \(round) got 500")
    }
    print("status counts over 150 garbled requests: \(statuses.sorted { $0.key < $1.key })")
    // 0: the server closed without an answer (an incomplete request); 505: a mangled version.
    #expect(
      statuses.keys.allSatisfy { $0 == 0 || $0 == 505 || (200..<500).contains($0) },
      "\(statuses)")
    let check = try rawRequest(
      port: server.port, target: "/api/config", headers: ["X-Picker-Token": token])
    #expect(check.status == 200)
  }

  @Test func concurrentThumbnailRequestsAllSucceed() async throws {
    let (server, token) = try start()
    defer { server.stop() }
    let port = server.port
    let statuses = await withTaskGroup(of: Int.self) { group in
      for index in 0..<24 {
        group.addTask {
          let id = String(format: "fixture-%04d", index % 12)
          return
            (try? rawRequest(
              port: port, target: "/thumb/\(id)?size=\(64 + index % 3 * 32)",
              headers: ["X-Picker-Token": token]))?.status ?? -1
        }
      }
      var all: [Int] = []
      for await status in group { all.append(status) }
      return all
    }
    #expect(statuses.count == 24)
    #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
  }
}

/// A small deterministic generator (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
