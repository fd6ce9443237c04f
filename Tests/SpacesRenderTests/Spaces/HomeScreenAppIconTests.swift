import Foundation
import SampleAppsCatalog
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// App icons on the Home Screen: an app that ships an app icon set shows its icon in the grid
/// beside the widgets, one grid unit with the name under it, as iOS shows apps between widgets.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter HomeScreenAppIconTests`.
@MainActor
@Suite("Home Screen app icons", .serialized)
struct HomeScreenAppIconTests {
  /// A 12 × 12 icon, red over blue: 6 × 6 half-block pixels in 6 columns × 3 rows.
  static let icon = TestImages.png(width: 12, height: 12) { _, y in
    y < 6 ? (255, 0, 0, 255) : (0, 0, 255, 255)
  }

  func pilot(ascii: Bool = false, folder: URL, icon: Data = icon) async throws -> Pilot {
    let path = folder.appendingPathComponent("icon.png")
    try icon.write(to: path)
    var caffeine = SampleCatalog.caffeine
    caffeine.iconPath = path.path
    // Four apps before it fill the dock: Caffeine's icon is on the page, beside its widget.
    var game = SampleCatalog.game
    game.defaultWidgets = []
    return try await Pilot(
      apps: [game, SampleCatalog.meditation] + SampleCatalog.apps + [caffeine],
      size: TerminalSize(width: 60, height: 24), asciiOnly: ascii)
  }

  @Test("the icon fills the hole beside the small widget, rounded half blocks, its name under it")
  func icon() async throws {
    let folder = TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pilot = try await pilot(folder: folder)
    defer { pilot.close() }
    await pilot.press(.character("4"))
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-app-icon")
    #expect(pilot.state.homeScreenApps.apps.last?.iconPath == path(in: folder))
    let frame = pilot.frame
    let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    let top = try #require(rows.firstIndex { $0.contains("▀") })
    let x = try #require(rows[top].firstIndex(of: "▀")).utf16Offset(in: rows[top])
    #expect(frame[x, top].style.foreground == .rgb(255, 0, 0))
    #expect(frame[x, top + 1].style.foreground == .rgb(255, 0, 0))
    #expect(frame[x, top + 1].style.background == .rgb(0, 0, 255))
    #expect(frame[x, top + 2].style.background == .rgb(0, 0, 255))
    #expect(rows[top + 3].contains("Caffeine"))
    // Rounded as iOS masks icons: the four corner pixels show what is behind.
    #expect(rows[top].contains("▄▀▀▀▀▄") && rows[top + 2].contains("▀▀▀▀▀▀"))
    #expect(frame[x - 1, top].grapheme == "▄")
    #expect(frame[x - 1, top].style.foreground == .rgb(255, 0, 0))
  }

  @Test("in ASCII the icon is a box with the app's initial")
  func ascii() async throws {
    let folder = TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pilot = try await pilot(ascii: true, folder: folder)
    defer { pilot.close() }
    await pilot.press(.character("4"))
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-app-icon-ascii")
    #expect(!pilot.screen.contains("▀"))
  }

  @Test("an icon that doesn't decode is the box with the initial, and a warning naming the file")
  func undecodable() async throws {
    let folder = TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pilot = try await pilot(folder: folder, icon: Data("not a PNG".utf8))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    #expect(pilot.screen.contains("│ C  │"), "\(pilot.screen)")
    #expect(
      AssetCatalogs.shared.messages.contains {
        $0.hasPrefix("Caffeine: app icon: ") && $0.contains(folder.lastPathComponent)
      })
  }

  /// Where the pilot's icon file is.
  func path(in folder: URL) -> String { folder.appendingPathComponent("icon.png").path }
}
