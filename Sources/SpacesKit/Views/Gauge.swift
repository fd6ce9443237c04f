import Foundation

/// A view that shows a value within a range (SwiftUI's `Gauge`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: _PrimitiveView {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// Creates a gauge showing a value within a range, with a label, a label for the current
  /// value and labels for the range's ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = GaugeContent.fraction(
      Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Resolves the gauge to its content: the fraction filled and its labels, resolved here.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    func node<V: View>(_ view: V?) -> ViewNode? {
      view.map { resolveViewNode($0, environment: environment) }.flatMap { $0 == .empty ? nil : $0 }
    }
    return .gauge(
      GaugeContent(
        fraction: fraction, label: resolveViewNode(label, environment: environment),
        currentValueLabel: node(currentValueLabel), minimumValueLabel: node(minimumValueLabel),
        maximumValueLabel: node(maximumValueLabel), isProgress: false))
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge showing a value within a range, with a label and a label for the current
  /// value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// Creates a gauge showing a value within a range, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// A view that shows the progress of a task (SwiftUI's `ProgressView`).
///
/// A bar when the progress is known, an activity indicator when not.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
  var fraction: Double?
  var label: Label?
  var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
  /// A current value label given with the value (`currentValueLabel:`), drawn as a gauge's.
  var valueLabel: CurrentValueLabel? = nil

  /// Resolves to a bar, indeterminate or live-updating for a timer interval.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var content = GaugeContent(
      fraction: fraction,
      label: label.map { resolveViewNode($0, environment: environment) } ?? .empty,
      currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil,
      isProgress: true)
    if let valueLabel {
      content.currentValueLabel = resolveViewNode(valueLabel, environment: environment)
    }
    if let timer {
      content.timerInterval = timer.interval
      content.countsDown = timer.countsDown
      content.currentValueLabel = .text(
        .timer(
          interval: timer.interval, pauseTime: nil, countsDown: timer.countsDown, showsHours: true))
    }
    if environment.progressViewStyleKind == .circular {
      // `progressViewStyle(.circular)`: a ring filled to the value, as a capacity gauge.
      content.isProgress = false
      return .modified(.gauge(content), .gaugeStyle(.accessoryCircularCapacity))
    }
    return .gauge(content)
  }
}

/// The label a date-driven `ProgressView` shows: the time left (or elapsed), updating live.
public struct DefaultDateProgressLabel: _PrimitiveView {
  /// Resolves to nothing: the progress view draws the time left itself, live.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .empty }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a progress view that fills (or, counting down, empties) over a time interval,
  /// updating live, with the time left (or elapsed) as its current value label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    fraction = nil
    label = nil
    timer = (timerInterval, countsDown)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view.
  public init() {
    fraction = nil
    label = nil
    timer = nil
  }

  /// Creates a progress view showing `value` out of `total` (`nil`: indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { GaugeContent.fraction(Double($0), in: 0...Double(total)) }
    label = nil
    timer = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view with a title showing `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = value.map { GaugeContent.fraction(Double($0), in: 0...Double(total)) }
    label = Text(titleKey)
    timer = nil
  }

  /// Creates a progress view with a string title (shown as written) for `value` of `total`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { GaugeContent.fraction(Double($0), in: 0...Double(total)) }
    label = Text(String(title))
    timer = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    timer = nil
  }

  /// Creates a progress view showing `value` out of `total`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    fraction = value.map { GaugeContent.fraction(Double($0), in: 0...Double(total)) }
    self.label = label()
    timer = nil
  }
}

extension ProgressView {
  /// Creates a progress view showing `value` out of `total`, with a label and a value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { GaugeContent.fraction(Double($0), in: 0...Double(total)) }
    self.label = label()
    valueLabel = currentValueLabel()
    timer = nil
  }
}

/// A gauge's or progress view's resolved content.
package struct GaugeContent: Equatable, Sendable {
  /// How full, from 0 to 1 (`nil`: indeterminate progress).
  package var fraction: Double?
  /// The label saying what the gauge measures.
  package var label: ViewNode
  /// The label showing the current value, if any.
  package var currentValueLabel: ViewNode?
  /// The label at the range's low end, if any.
  package var minimumValueLabel: ViewNode?
  /// The label at the range's high end, if any.
  package var maximumValueLabel: ViewNode?
  /// Whether it is a `ProgressView` (always a bar) rather than a `Gauge`.
  package var isProgress: Bool
  /// `ProgressView(timerInterval:countsDown:)`: the interval the fraction follows, live.
  package var timerInterval: ClosedRange<Date>? = nil
  /// Whether a timer interval's bar empties (`true`) or fills as time passes.
  package var countsDown = true

  /// How full at a date.
  ///
  /// The fraction, or for a timer interval the time left (counting down) or elapsed, as a part of
  /// the interval.
  package func fraction(at now: Date) -> Double? {
    guard let interval = timerInterval else { return fraction }
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return countsDown ? 0 : 1 }
    let elapsed = min(total, max(0, now.timeIntervalSince(interval.lowerBound)))
    return countsDown ? (total - elapsed) / total : elapsed / total
  }

  /// Creates resolved gauge content from a fraction, its labels, and whether it is a progress view.
  package init(
    fraction: Double?, label: ViewNode, currentValueLabel: ViewNode?, minimumValueLabel: ViewNode?,
    maximumValueLabel: ViewNode?, isProgress: Bool
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.isProgress = isProgress
  }

  /// A value's place in a range, clamped to 0…1 (an empty range is full at its bound).
  package static func fraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
    guard value.isFinite else { return 0 }
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return value >= bounds.upperBound ? 1 : 0 }
    return min(1, max(0, (value - bounds.lowerBound) / span))
  }
}

/// The built-in gauge styles (SwiftUI's `GaugeStyle` values).
public enum GaugeStyleKind: Equatable, Sendable {
  /// The platform's default: a linear bar.
  case automatic
  /// A ring with the current value inside (Lock Screen circular widgets).
  case accessoryCircular
  /// A ring filling with the value, the current value inside.
  case accessoryCircularCapacity
  /// A line with a marker at the value.
  case accessoryLinear
  /// A line filled to the value.
  case accessoryLinearCapacity
  /// A bar filled to the value.
  case linearCapacity
}
