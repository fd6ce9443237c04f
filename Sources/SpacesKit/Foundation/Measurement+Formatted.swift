#if !canImport(Darwin)
  import Foundation

  extension Measurement {
    /// The measurement as Apple's default format style writes it.
    ///
    /// The value with up to a few fraction digits and grouping, then the unit's abbreviated symbol,
    /// in the unit given ("95 mg", "1,250 mg").
    ///
    /// Foundation on Apple platforms has it; this toolchain's Foundation doesn't, so SpacesKit
    /// supplies it here (only where Darwin's Foundation isn't there, so the two never clash).
    public func formatted() -> String {
      let number = value.formatted(.number.precision(.fractionLength(0...2)))
      return "\(number) \(unit.symbol)"
    }
  }
#endif
