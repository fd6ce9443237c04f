import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// `--ascii` (a locale that isn't UTF-8) prints only ASCII: every space, with the inspector and
/// the help, for every sample app, and the widgets' live dates and truncated text.
@MainActor
@Suite("ASCII only")
struct AsciiOnlyTests {
  /// The first byte of the frame that isn't ASCII, with what surrounds it; `nil` when none is.
  static func firstNonASCII(_ screen: String) -> String? {
    for line in screen.split(separator: "\n") where line.utf8.contains(where: { $0 >= 0x80 }) {
      let scalar = line.unicodeScalars.first { !$0.isASCII }
      return "U+\(String(scalar?.value ?? 0, radix: 16, uppercase: true)) in \"\(line)\""
    }
    return nil
  }

  @Test("every space, the inspector and the help print only bytes below 0x80")
  func everySpace() async throws {
    for apps in [SampleCatalog.apps, SampleCatalog.all] {
      let pilot = try await Pilot(
        apps: apps, size: TerminalSize(width: 140, height: 50), asciiOnly: true)
      defer { pilot.close() }
      for space in ["1", "2", "3", "4", "5"] {
        await pilot.press(.character(Character(space)))
        #expect(Self.firstNonASCII(pilot.screen) == nil, "space \(space)")
        await pilot.press(.enter)
        await pilot.advance(by: 2)
        #expect(Self.firstNonASCII(pilot.screen) == nil, "space \(space) after Enter")
        await pilot.press(.character("i"))
        #expect(Self.firstNonASCII(pilot.screen) == nil, "space \(space), the inspector")
        await pilot.press(.character("i"))
        await pilot.press(.character("?"))
        #expect(Self.firstNonASCII(pilot.screen) == nil, "space \(space), the help")
        await pilot.press(.escape)
      }
      await pilot.advance(by: 3 * 3600)
      await pilot.press(.character("4"))
      #expect(Self.firstNonASCII(pilot.screen) == nil, "the Home Screen three hours on")
      await pilot.resize(width: 40, height: 20)
      #expect(Self.firstNonASCII(pilot.screen) == nil, "a small terminal (truncated text)")
    }
  }
}
