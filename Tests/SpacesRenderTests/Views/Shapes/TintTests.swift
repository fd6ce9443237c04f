import Foundation
import SpacesKit
import SpacesRender
import Testing

private struct TintedToggleIntent: AppIntent {
  static let title: LocalizedStringResource = "Tinted"
  func perform() async throws -> some IntentResult { .result() }
}

/// `tint(_:)` colours a progress view's and a gauge's bar and an on toggle's switch.
@MainActor
@Suite("tint on ProgressView, Gauge and Toggle")
struct TintTests {
  @Test("a tinted progress view's and gauge's bar are drawn in the tint")
  func bars() throws {
    let theme = try ThemeLoader.defaultTheme()
    let progress = try ViewRendering.frame(
      ProgressView(value: 0.5).tint(.orange), width: 10, height: 1)
    #expect(progress[0, 0].style.foreground == theme.resolve(.orange))
    let gauge = try ViewRendering.frame(
      Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity).tint(.pink),
      width: 4, height: 2)
    #expect(gauge[0, 0].style.foreground == theme.resolve(.pink))
  }

  @Test("an on toggle's switch takes the tint (green without one)")
  func toggle() throws {
    let theme = try ThemeLoader.defaultTheme()
    let tinted = try ViewRendering.frame(
      Toggle("Wi-Fi", isOn: true, intent: TintedToggleIntent()).tint(.purple), width: 12,
      height: 1)
    #expect(tinted[11, 0].style.foreground == theme.resolve(.purple))
    let plain = try ViewRendering.frame(
      Toggle("Wi-Fi", isOn: true, intent: TintedToggleIntent()), width: 12, height: 1)
    #expect(plain[11, 0].style.foreground == theme.resolve(.green))
  }
}
