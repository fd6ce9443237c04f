import Foundation
import SpacesKit
import Testing

@MainActor
@Suite("Views: widget modifiers are recorded, the unsupported ones listed")
struct WidgetModifierTests {
  @Test("animation modifiers are recorded in the node with their values")
  func recorded() {
    let node = resolveViewNode(
      Text("3")
        .contentTransition(.numericText(value: 3))
        .transition(.push(from: .bottom))
        .animation(.smooth(duration: 1.8), value: 3)
        .invalidatableContent()
        .id("total"))
    #expect(
      node.firstModifier { if case .contentTransition(let t) = $0 { t } else { nil } }
        == .numericText(value: 3))
    #expect(
      node.firstModifier { if case .transition(let t) = $0 { t } else { nil } }
        == .push(from: .bottom))
    #expect(
      node.firstModifier { if case .animation(let a, let v) = $0 { (a, v) } else { nil } }.map {
        $0.0 == .smooth(duration: 1.8) && $0.1 == AnimationValue(3)
          && $0.1.description == "Swift.Int(3)" && $0.1 != AnimationValue("3")
      } == true)
    // The animation modifiers animate widget entry changes and `.invalidatableContent()` dims
    // pressed content: none is listed.
    #expect(node.unsupportedModifiers.isEmpty)
  }

  @Test("identity transitions, nil animations and the honoured modifiers are not listed")
  func supportedNotListed() {
    let node = resolveViewNode(
      VStack {
        Text("a").contentTransition(.identity).transition(.identity)
          .animation(nil, value: 1).invalidatableContent(false)
        Text("b").bold().italic().minimumScaleFactor(0.5).widgetAccentable().monospacedDigit()
          .containerBackground(for: .widget) { Color.blue }
        Gauge(value: 0.5) { Text("g") }.gaugeStyle(.accessoryCircular)
        ProgressView(value: 0.5)
      })
    #expect(node.unsupportedModifiers.isEmpty)
  }

  @Test("Gauge and ProgressView resolve to a clamped fraction with their labels")
  func gaugeContent() {
    guard
      case .gauge(let gauge) = resolveViewNode(
        Gauge(value: 30.0, in: 10...50) {
          Text("L")
        } currentValueLabel: {
          Text("30")
        })
    else {
      Issue.record("not a gauge")
      return
    }
    #expect(gauge.fraction == 0.5)
    #expect(gauge.label == .text(.verbatim("L")))
    #expect(gauge.currentValueLabel == .text(.verbatim("30")))
    #expect(gauge.minimumValueLabel == nil && !gauge.isProgress)
    guard case .gauge(let progress) = resolveViewNode(ProgressView(value: -1.0, total: 2)) else {
      Issue.record("not a progress view")
      return
    }
    #expect(progress.fraction == 0 && progress.isProgress)
    guard case .gauge(let spinner) = resolveViewNode(ProgressView()) else {
      Issue.record("not a progress view")
      return
    }
    #expect(spinner.fraction == nil)
  }

  @Test("Xcode's widget template background, .fill.tertiary, compiles and paints nothing")
  func templateBackground() {
    let node = resolveViewNode(
      VStack {
        Text("Time:")
        Text("9:41")
      }
      .foregroundStyle(.secondary)
      .containerBackground(.fill.tertiary, for: .widget))
    #expect(node.containerBackground == .color(.clear))
  }

  @Test("a colour's gradient as a container background fills the tile with the gradient")
  func gradientBackground() {
    let node = resolveViewNode(Text("x").containerBackground(.blue.gradient, for: .widget))
    guard case .shape(let shape) = node.containerBackground,
      case .linear(let gradient, .top, .bottom) = shape.paint
    else {
      Issue.record("not a vertical gradient: \(String(describing: node.containerBackground))")
      return
    }
    #expect(gradient.stops.map(\.color.storage) == Array(repeating: Color.blue.storage, count: 3))
    let layered = resolveViewNode(
      Text("x").containerBackground(for: .widget, alignment: .topLeading) {
        Color.red
        Text("corner")
      })
    #expect(
      layered.containerBackground
        == .zStack(alignment: .topLeading, children: [.color(.red), .text(.verbatim("corner"))]))
  }
}
