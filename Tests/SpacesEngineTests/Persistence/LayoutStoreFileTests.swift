import Foundation
import SpacesEngine
import SpacesTestSupport
import Testing

@Suite("LayoutStore on disk")
struct LayoutStoreFileTests {
  /// A fresh state directory.
  private func stateDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("LayoutStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  @Test("no file loads as missing")
  func missing() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(LayoutStore(stateDirectory: directory).load(now: now) == .missing)
  }

  @Test("a file over 16 MiB is moved aside unread, saying how large it is")
  func tooLarge() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    // A sparse file: 17 MiB long, nothing written.
    #expect(FileManager.default.createFile(atPath: store.url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: store.url)
    try handle.truncate(atOffset: 17 << 20)
    try handle.close()
    guard case .movedAside(let reason, let movedTo) = store.load(now: now) else {
      Issue.record("not moved aside")
      return
    }
    #expect(reason == "too large: 17 MiB (at most 16 MiB)")
    #expect(movedTo.lastPathComponent.hasPrefix("layout.json.corrupt-"))
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
    #expect((try? FileManager.default.attributesOfItem(atPath: movedTo.path))?[.size] != nil)
  }

  @Test("a saved layout loads back as it was")
  func roundTrip() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    let layout = SavedLayout(
      controlCenter: [
        .init(
          control: ControlInstanceKey(kind: "com.example.Lamp", configuration: ["room": "Hall"]),
          size: .large)
      ],
      lockScreen: [
        nil, ControlInstanceKey(kind: "com.example.Lamp", configuration: ["room": "Hall"]),
      ],
      actionButton: nil)
    try store.save(layout)
    #expect(store.load(now: now) == .loaded(layout))
  }

  @Test("a version 1 file (by kind) loads migrated to the current version")
  func versionOne() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    let json = """
      {"version":1,\
      "controlCenter":[{"kind":"com.example.Timer","size":"large"},\
      {"kind":"com.example.Fan","size":"small"}],\
      "lockScreen":[null,"com.example.Fan"],\
      "actionButton":"com.example.Timer"}
      """
    try Data(json.utf8).write(to: store.url)
    let expected = SavedLayout(
      controlCenter: [
        .init(control: ControlInstanceKey(kind: "com.example.Timer"), size: .large),
        .init(control: ControlInstanceKey(kind: "com.example.Fan"), size: .small),
      ],
      lockScreen: [nil, ControlInstanceKey(kind: "com.example.Fan")],
      actionButton: ControlInstanceKey(kind: "com.example.Timer"))
    #expect(store.load(now: now) == .migrated(expected, from: 1))
    #expect(expected.version == SavedLayout.currentVersion)
    // Migrating reads the file; it does not move it.
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }

  @Test("a version 4 file is moved aside, with a reason naming the version")
  func versionFour() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    let json = #"{"version":4,"controlCenter":[],"lockScreen":[],"actionButton":null}"#
    try Data(json.utf8).write(to: store.url)
    guard case .movedAside(let reason, let movedTo) = store.load(now: now) else {
      Issue.record("a version 4 file was not moved aside")
      return
    }
    #expect(reason == "unsupported version 4 (this build reads 1, 2 and 3)")
    #expect(movedTo.lastPathComponent == "layout.json.corrupt-20260608T094100Z")
    #expect(
      movedTo.deletingLastPathComponent().standardizedFileURL.path
        == directory.standardizedFileURL.path)
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
    #expect(FileManager.default.contents(atPath: movedTo.path) == Data(json.utf8))
  }

  @Test("a version 2 file (no widgets) reads as version 3 without widgets; widgets round-trip")
  func versionTwoAndWidgets() throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    let json = #"{"version":2,"controlCenter":[],"lockScreen":[null],"actionButton":null}"#
    try Data(json.utf8).write(to: store.url)
    var expected = SavedLayout(controlCenter: [], lockScreen: [nil], actionButton: nil)
    #expect(store.load(now: now) == .migrated(expected, from: 2))
    #expect(expected.widgets == nil)
    expected.widgets = [
      SavedWidget(kind: "com.example.weather", family: "systemMedium"),
      SavedWidget(
        kind: "com.example.game", family: "accessoryInline",
        configuration: ["character": "egghead"]),
    ]
    try store.save(expected)
    #expect(store.load(now: now) == .loaded(expected))
  }

  @Test(
    "a file that can't be read loads as unreadable, with the system's reason, and stays",
    arguments: UnreadableFile.allCases)
  func unreadable(_ unreadable: UnreadableFile) throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = LayoutStore(stateDirectory: directory)
    try unreadable.make(at: store.url)
    #expect(store.load(now: now) == .unreadable(reason: unreadable.reason))
    #expect(unreadable.isStill(at: store.url))
  }

  @Test(
    "a file that can't be parsed nor moved aside (a read-only folder) is kept, saying both",
    .enabled(if: geteuid() != 0, "root writes into a read-only folder: run as another user"))
  func cannotMoveAside() throws {
    let directory = try stateDirectory()
    defer {
      chmod(directory.path, 0o700)
      try? FileManager.default.removeItem(at: directory)
    }
    let store = LayoutStore(stateDirectory: directory)
    try Data("{torn".utf8).write(to: store.url)
    chmod(directory.path, 0o500)
    #expect(
      store.load(now: now)
        == .unreadable(reason: "not valid JSON, and it can't be moved aside: Permission denied"))
    #expect(try String(contentsOf: store.url, encoding: .utf8) == "{torn")
  }
}
