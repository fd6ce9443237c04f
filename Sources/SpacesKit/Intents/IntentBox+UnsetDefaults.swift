/// A new widget's configuration as iOS fills it: parameters without a value, or holding `nil`,
/// take their entity query's (or options provider's) `defaultResult()`.
extension IntentBox {
  /// Whether some parameter has no value yet (`nil` included) that a `defaultResult()` might
  /// fill.
  package var hasUnsetParameters: Bool {
    parameters.contains { $0.unwrappedValue == nil }
  }

  /// A copy whose parameters without a value or holding `nil` take their `defaultResult()`
  /// where it gives one, and the names of the parameters left unset.
  package func fillingUnsetDefaultResults() async -> (box: IntentBox, unset: [String]) {
    var box = self
    var unset: [String] = []
    for parameter in parameters where parameter.unwrappedValue == nil {
      guard let value = await parameter.defaultResult(),
        let filled = try? box.settingParameter(parameter.name, to: value)
      else {
        unset.append(parameter.name)
        continue
      }
      box = filled
    }
    return (box, unset)
  }
}
