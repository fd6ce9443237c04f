import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Lock Screen as an iPhone draws it, on the phone canvas: the Game's inline widget in the
/// date line, its circular widget in a ring and its rectangular one as text under the clock,
/// the Work timer's Live Activity above the round slots in the bottom corners, at 80×24,
/// 120×40 and 200×60, with and without `--frame`, plain and in each theme. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter LockScreenPhoneGoldenTests`, then read every
/// changed file.
@MainActor
@Suite("Lock Screen on the phone canvas")
struct LockScreenPhoneGoldenTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  private func pilot(width: Int, height: Int) async throws -> Pilot {
    let pilot = try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: width, height: height))
    // The Work timer running: its Live Activity is on the Lock Screen.
    try await pilot.type("1 Enter 2")
    return pilot
  }

  private func render(
    _ pilot: Pilot, theme: Theme? = nil, deviceFrame: Bool = false
  ) throws -> Frame {
    ThemedRender.frame(
      pilot.state, theme: try theme ?? ThemeLoader.defaultTheme(), now: pilot.now,
      deviceFrame: deviceFrame)
  }

  @Test("each size, framed and not, plain and in each built-in theme")
  func sizesAndThemes() async throws {
    for (width, height) in Self.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      for framed in [false, true] {
        let name = "lock-phone-\(width)x\(height)\(framed ? "-frame" : "")"
        let frame = try render(pilot, deviceFrame: framed)
        GoldenFrame.assertMatches(frame.text, named: name)
        try ThemedRender.assertThemedGoldens(
          pilot.state, now: pilot.now, named: name, deviceFrame: framed)
      }
    }
  }

  @Test("the inline widget is in the date line, above the clock; no accessory has a box")
  func dateLineAndBoxes() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    let lines = try render(pilot).text.split(separator: "\n").map(String.init)
    let date = try #require(lines.firstIndex { $0.contains("Mon 8 · Power Panda") })
    // The big clock's 5-row digits (a tall phone): "9" starts "▄▀▀▀▄".
    let clock = try #require(lines.firstIndex { $0.contains("▄▀▀▀▄") })
    #expect(date < clock)
    #expect(!lines.contains { $0.contains("╭───────╮") }, "the circular widget has no box")
    #expect(lines.contains { $0.contains("▗▄▄▄▄▄▖") }, "its ring")
    #expect(!lines.contains { $0.contains("╭──────────────────────╮") })
  }

  @Test("edit mode at 80×24: the inline widget's remove badge follows its text in the date line")
  func inlineBadge() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    try await pilot.type("e Up")
    let screen = try render(pilot).text
    #expect(screen.contains("Mon 8 · Power Panda 25% (−)"), "\(screen)")
  }

  @Test("200×60: the slots are in the phone's bottom corners, not the window's")
  func slotsInTheCorners() async throws {
    let pilot = try await pilot(width: 200, height: 60)
    defer { pilot.close() }
    let area = DashboardRenderer.areas(for: pilot.state).content
    let phone = PhoneCanvas(in: area).rect
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let slots = LockScreenView.slotRects(state: pilot.state, in: area, context: context)
    #expect(slots.count == 2)
    #expect(slots[0].x == phone.x + 4)
    #expect(slots[1].maxX == phone.maxX - 4)
    #expect(slots[1].x - slots[0].x < phone.width)
  }

  @Test("80×24 with two Live Activities: the one that doesn't fit is counted, not dropped")
  func hiddenBannersAreMarked() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    try await pilot.type("1 Right Enter 2")
    let screen = try render(pilot).text
    #expect(pilot.state.displayedBanners.count == 2)
    #expect(screen.contains("▼ 1 Live Activity"), "\(screen)")
  }
}
