import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

struct TeleportIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Teleport"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// A control whose off state names an SF Symbol the table doesn't have.
struct TeleportToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Teleport") {
      ControlWidgetToggle("Teleport", isOn: false, action: TeleportIntent()) { isOn in
        Label(isOn ? "Away" : "Here", systemImage: isOn ? "bolt" : "teleport.fill")
      }
    }
  }
}

struct TeleportBundle: WidgetBundle {
  var body: some Widget { TeleportToggle() }
}

/// The SF Symbol table: its entries, its checks, theme overrides and unknown symbols.
@MainActor
@Suite("SF Symbol table")
struct SymbolTableTests {
  @Test("the bundled table has the common symbols, each with an ASCII fallback and its width")
  func bundled() throws {
    let table = SymbolTable.bundled
    #expect(table.entries.count >= 200)
    #expect(table.names.count == table.entries.count, "no name twice")
    var all = table.entries
    for (name, entry) in SymbolGlyphs.table {
      all[name] = SymbolGlyph(glyph: entry.glyph, ascii: entry.ascii)
    }
    for (name, entry) in all {
      #expect(!entry.ascii.isEmpty && entry.ascii.count <= 2, "\(name)")
      #expect(entry.ascii.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "\(name)")
      #expect(entry.width == CellWidth.of(entry.glyph), "\(name): width")
      #expect((1...2).contains(CellWidth.of(entry.glyph)), "\(name): 1 or 2 columns")
    }
    // One of each family the issue names, and the usual variants.
    let expected = [
      "wifi", "airplane", "moon.fill", "flashlight.on.fill", "lock.rotation", "speaker.slash.fill",
      "play.fill", "pause.circle.fill", "forward.fill", "cloud.rain.fill", "snowflake",
      "heart.fill", "figure.walk", "timer", "alarm.fill", "phone.fill", "envelope", "iphone",
      "applewatch", "arrow.clockwise", "chevron.right", "circle.fill", "square.fill",
      "xmark.circle.fill", "bell.slash", "mic.slash.fill", "circle.lefthalf.filled",
      "camera", "checkmark.circle.fill",
    ]
    #expect(expected.filter { !SymbolGlyphs.isKnown($0) } == [])
  }

  @Test("the bundled table parses: every entry passes the checks")
  func bundledParses() throws {
    let url = try #require(SymbolTable.bundledURL)
    let table = try SymbolTable.parse(String(contentsOf: url, encoding: .utf8), file: url.path)
    #expect(table.entries.count >= 1000)
  }

  @Test("the bundled table reads the same line by line as through YAML, and line by line")
  func bundledReadsLineByLine() throws {
    let url = try #require(SymbolTable.bundledURL)
    let text = try String(contentsOf: url, encoding: .utf8)
    // As `bundled` reads it: widths as written, so this comparison is what checks them.
    let lines = try #require(
      SymbolTable.parseLines(text, checksWidths: false), "the bundled file is one entry a line")
    let yaml = try SymbolTable.parseYAML(text, file: url.path)
    #expect(lines.names == yaml.names)
    #expect(lines.entries == yaml.entries)
    #expect(lines.entries["message"]?.ascii == "\"", "an escaped quote")
    #expect(lines.entries["arrow.up.left"]?.ascii == "\\", "an escaped backslash")
  }

  @Test("a line in another form, or a refused entry, leaves the table to the YAML reading")
  func otherFormsGoToYAML() throws {
    #expect(SymbolTable.parseLines("# c\n\nok: [\"☕\", \"c\", 2]\n")?.names == ["ok"])
    for text in [
      "ok:\n  - \"☕\"\n  - c\n  - 2", "ok: ['☕', 'c', 2]", "ok: [\"☕\", \"c\", 1]",
      "ok: [\"☕\", \"c\", 2]\nok: [\"☕\", \"c\", 2]", "ok: [\"\\n\", \"c\", 1]",
    ] {
      #expect(SymbolTable.parseLines(text) == nil, "\(text)")
    }
    // Block style still parses, through YAML.
    #expect(try SymbolTable.parse("ok:\n  - \"☕\"\n  - c\n  - 2", file: "s.yaml").names == ["ok"])
  }

  @Test("a bad entry names the file, line and key")
  func badEntries() {
    func error(_ text: String) -> String? {
      do {
        _ = try SymbolTable.parse(text, file: "s.yaml")
        return nil
      } catch { return "\(error)" }
    }
    #expect(error("ok: [\"☕\", \"c\", 2]") == nil)
    #expect(
      error("ok: [\"☕\", \"c\", 2]\nmug: [\"☕\", \"c\", 1]")
        == "s.yaml:2: key 'mug': width 1 doesn't match the glyph '☕' (CellWidth: 2)")
    #expect(
      error("mug: [\"☕\", \"\", 2]")
        == "s.yaml:1: key 'mug': the ASCII fallback must be one or two printable ASCII characters")
    #expect(error("mug: \"☕\"") == "s.yaml:1: key 'mug': expected [glyph, ascii, width]")
  }

  @Test("a theme overrides entries; a glyph of the wrong width names file, line and key")
  func themeOverrides() throws {
    let text = try ThemeLoaderTests.defaultText(
      replacing: "symbols:", with: ["symbols:", "  wifi: \"W\"", "  teleport: [\"⚛\", \"@\", 1]"])
    let theme = try ThemeLoader.parse(text, file: "t.yaml")
    let context = RenderContext(theme: theme, now: Date())
    #expect(context.glyph("wifi") == "W")
    #expect(context.glyph("teleport") == "⚛")
    #expect(theme.drawsSymbol("teleport") && !theme.drawsSymbol("warp"))
    var ascii = context
    ascii.asciiOnly = true
    #expect(ascii.glyph("teleport") == "@")
    #expect(ascii.glyph("wifi") == "w", "a plain override keeps the table's fallback")

    let wrong = try ThemeLoaderTests.defaultText(
      replacing: "symbols:", with: ["symbols:", "  teleport: [\"⚛\", \"@\", 2]"])
    #expect(
      ThemeLoaderTests.error(parsing: wrong)
        == "t.yaml:42: key 'symbols.teleport': width 2 doesn't match the glyph '⚛' (CellWidth: 1)")
    let wide = try ThemeLoaderTests.defaultText(
      replacing: "symbols:", with: ["symbols:", "  wifi: \"WIFI\""])
    #expect(
      ThemeLoaderTests.error(parsing: wide)
        == "t.yaml:42: key 'symbols.wifi': the glyph 'WIFI' is 4 columns wide (1 or 2 fit)")
  }

  @Test("an unknown symbol draws a placeholder and is logged once in the inspector")
  func unknownSymbol() async throws {
    let pilot = try await Pilot(apps: [HostedApp(name: "Teleport", bundle: TeleportBundle.self)])
    defer { pilot.close() }
    let line = "not supported yet: Teleport: SF Symbol 'teleport.fill'"
    #expect(pilot.screen.contains("□"))
    #expect(pilot.eventLines.filter { $0.hasPrefix(line) }.count == 1, "\(pilot.eventLines)")
    await pilot.press(.enter)
    await pilot.press(.enter)
    await pilot.advance(by: 60)
    #expect(pilot.eventLines.filter { $0.hasPrefix(line) }.count == 1, "once: \(pilot.eventLines)")
    await pilot.press(.character("i"))
    // The inspector wraps the line: the whole of it shows, the symbol's name included.
    #expect(pilot.screen.contains("not supported yet:"))
    #expect(pilot.screen.contains("'teleport.fill'"), "\(pilot.screen)")
  }
}
