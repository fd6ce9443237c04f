import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The bad input `LayoutBadInputTests` and `ShapeBadInputTests` don't cover: NaN and infinite
/// stack spacings and spacer lengths, zero and negative frames around content, NaN gauges and
/// progress, an infinite corner radius, a NaN sort priority. Each draws something sensible.
@MainActor
@Suite("Bad input: spacings, zero frames, gauges, effects")
struct ValueBadInputTests {
  @Test("NaN, infinite and negative stack spacings lay the children out as if 0, logged")
  func spacings() throws {
    for spacing in [CGFloat.nan, .infinity, -.infinity, -8] {
      let rows = try ViewRendering.rows(
        VStack(spacing: spacing) {
          Text("a")
          Text("b")
        }, width: 1, height: 2)
      #expect(rows == ["a", "b"], "spacing \(spacing): \(rows)")
      let row = try ViewRendering.rows(
        HStack(spacing: spacing) {
          Text("a")
          Text("b")
        }, width: 2, height: 1)
      #expect(row == ["ab"], "spacing \(spacing): \(row)")
    }
    #expect(LayoutWarnings.shared.hasReported("NaN points"))
    #expect(LayoutWarnings.shared.hasReported("an infinite stack spacing"))
  }

  @Test("an infinite spacer minimum is 0: the spacer takes the room there is, and no more")
  func infiniteSpacer() throws {
    let rows = try ViewRendering.rows(
      HStack {
        Text("a")
        Spacer(minLength: .infinity)
        Text("b")
      }, width: 4, height: 1)
    #expect(rows == ["a  b"], "\(rows)")
  }

  @Test("a zero or negative frame draws nothing of its content; its neighbours keep their place")
  func zeroFrames() throws {
    for size in [CGFloat(0), -16] {
      let rows = try ViewRendering.rows(
        HStack(spacing: 0) {
          Text("hidden").frame(width: size, height: size)
          Text("b")
        }, width: 3, height: 1)
      #expect(!rows.joined().contains("hidden"), "\(rows)")
      #expect(rows.joined().contains("b"), "\(rows)")
    }
  }

  @Test("NaN and infinite gauge and progress values draw an empty or full bar, never trap")
  func gauges() throws {
    for value in [Double.nan, .infinity, -.infinity] {
      _ = try ViewRendering.frame(ProgressView(value: value), width: 6, height: 1)
      _ = try ViewRendering.frame(
        Gauge(value: value, in: 0...1) { Text("g") }, width: 6, height: 2)
    }
  }

  @Test("an infinite or NaN corner radius draws a shape; a NaN sort priority reads in order")
  func cornersAndPriorities() throws {
    _ = try ViewRendering.frame(
      RoundedRectangle(cornerRadius: .infinity).stroke(.red), width: 6, height: 3)
    _ = try ViewRendering.frame(
      RoundedRectangle(cornerRadius: .nan).fill(.red), width: 6, height: 3)
    let node = resolveViewNode(
      VStack {
        Text("one").accessibilitySortPriority(.nan)
        Text("two").accessibilitySortPriority(.infinity)
        Text("three")
      })
    let read = node.accessibilityElements { content in
      if case .verbatim(let text) = content { text } else { "" }
    }
    #expect(read.map(\.label) == ["two", "one", "three"])
  }
}
