import Foundation
import SpacesKit
import Testing

/// An intent that takes an image, as a shipping app declares it.
private struct SetCoverIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Cover"
  @Parameter(title: "Image", supportedContentTypes: [.png, .jpeg]) var image: IntentFile
  @Parameter(title: "Notes", supportedTypeIdentifiers: ["public.plain-text"]) var notes: IntentFile?
  @Parameter(title: "Anything") var anything: IntentFile?
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("IntentFile: files given to intents by path, checked against their types")
struct IntentFileTests {
  /// A folder with a few files, removed when the test ends.
  private final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "intent-file-tests-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: url.appendingPathComponent("cover.png"))
      try Data("hello".utf8).write(to: url.appendingPathComponent("notes.txt"))
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("art"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  }

  private func refusal(_ name: String, _ text: String) async -> String? {
    do {
      _ = try await IntentBox(SetCoverIntent()).settingParameter(name, fromText: text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a path to a file of a supported type sets the parameter to that file")
  func setFromPath() async throws {
    let folder = try Folder()
    let box = try await IntentBox(SetCoverIntent()).settingParameter(
      "image", fromText: folder.path("cover.png"))
    let file = try #require(box.parameter(named: "image")?.value as? IntentFile)
    #expect(file.filename == "cover.png")
    #expect(file.type == .png)
    #expect(file.data == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(file.fileURL?.path == folder.path("cover.png"))
    #expect(await refusal("notes", folder.path("notes.txt")) == nil)
    #expect(await refusal("anything", folder.path("cover.png")) == nil)
  }

  @Test("a file of another type, a missing file and a folder are refused, saying why")
  func refusals() async throws {
    let folder = try Folder()
    #expect(
      await refusal("image", folder.path("notes.txt"))
        == "'notes.txt' is plain text, not a PNG image or a JPEG image")
    #expect(
      await refusal("notes", folder.path("cover.png"))
        == "'cover.png' is a PNG image, not plain text")
    #expect(
      await refusal("image", folder.path("none.png"))
        == "can't use '\(folder.path("none.png"))': no such file")
    #expect(
      await refusal("image", folder.path("art"))
        == "can't use '\(folder.path("art"))': it is a folder")
    #expect(await refusal("image", "  ") == "type a file's path")
  }

  @Test("a file made from data keeps it; its description names it, its type and size")
  func fromData() async throws {
    let file = IntentFile(data: Data("<opml/>".utf8), filename: "Subscriptions.opml")
    #expect(file.type == .xml)
    #expect(file.fileURL == nil)
    #expect(file.description == "Subscriptions.opml (XML text, 7 bytes)")
    #expect(try await file.data(contentType: .text) == Data("<opml/>".utf8))
    await #expect(throws: (any Error).self) { try await file.data(contentType: .image) }
  }

  @Test("withFile hands a temporary copy and removes it after; in place, the file itself")
  func withFile() async throws {
    let folder = try Folder()
    let file = IntentFile(fileURL: URL(fileURLWithPath: folder.path("notes.txt")))
    let (copy, inPlace, contents) = try await file.withFile(contentType: .plainText) {
      url, inPlace in (url, inPlace, try Data(contentsOf: url))
    }
    #expect(!inPlace)
    #expect(contents == Data("hello".utf8))
    #expect(!FileManager.default.fileExists(atPath: copy.path))
    #expect(FileManager.default.fileExists(atPath: folder.path("notes.txt")))
    let original = try await file.withFile(contentType: .text, allowOpenInPlace: true) { url, _ in
      url
    }
    #expect(original.path == folder.path("notes.txt"))
  }
}
