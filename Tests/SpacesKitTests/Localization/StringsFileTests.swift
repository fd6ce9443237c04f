import Foundation
import SpacesKit
import Testing

/// `.strings` tables: Xcode's older format, a language per `.lproj` folder.
@Suite("Strings files")
struct StringsFileTests {
  @Test("quoted and unquoted keys, comments and escapes are read")
  func parse() throws {
    let text = #"""
      /* Siri phrases */
      "Start ${applicationName}" = "Démarrer ${applicationName}";
      // a line comment
      "Say \"hi\"" = "Dis \"salut\"\nà tous";
      done = "fini";
      "caf\U00E9" = "coffee";
      """#
    let values = try StringsFile.parse(Data(text.utf8), file: "AppShortcuts.strings")
    #expect(
      values == [
        "Start ${applicationName}": "Démarrer ${applicationName}",
        "Say \"hi\"": "Dis \"salut\"\nà tous", "done": "fini", "café": "coffee",
      ])
  }

  @Test("UTF-16 with a byte order mark, as older Xcode wrote them")
  func utf16() throws {
    var data = Data([0xFF, 0xFE])
    data.append("\"a\" = \"b\";".data(using: .utf16LittleEndian)!)
    #expect(try StringsFile.parse(data, file: "L.strings") == ["a": "b"])
  }

  @Test("a broken file is an error naming the file and the line the mark was missed on")
  func broken() {
    #expect(throws: StringCatalogError(message: "L.strings: line 2: expected \u{201C};\u{201D}")) {
      try StringsFile.parse(Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8), file: "L.strings")
    }
    #expect(throws: StringCatalogError(message: "L.strings: line 1: unterminated string")) {
      try StringsFile.parse(Data("\"a\" = \"b".utf8), file: "L.strings")
    }
  }

  @Test("the language is the .lproj folder's; the table is the file's name")
  func load() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("pt-BR.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("AppShortcuts.strings")
    try Data("\"Go\" = \"Vai\";".utf8).write(to: url)
    let (catalog, problems) = try StringCatalog.load(url)
    #expect(catalog.table == "AppShortcuts")
    #expect(catalog.translation(of: "Go", language: "pt-BR") == "Vai")
    #expect(catalog.translation(of: "Go", language: "fr") == nil)
    #expect(problems.isEmpty)
  }
}
