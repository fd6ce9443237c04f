#if !canImport(Darwin)
  extension String.LocalizationValue {
    /// A value a localized string leaves to be filled later, written as a format specifier.
    ///
    /// `"\(placeholder: .int) episodes"` is the key `"%lld episodes"`, as Xcode extracts it.
    public enum Placeholder: Sendable, Hashable {
      /// A signed integer (`%lld`).
      case int
      /// An unsigned integer (`%llu`).
      case uint
      /// A `Float` (`%f`).
      case float
      /// A `Double` (`%lf`).
      case double
      /// An object (`%@`).
      case object

      /// The format specifier the placeholder is written as.
      package var formatSpecifier: String {
        switch self {
        case .int: "%lld"
        case .uint: "%llu"
        case .float: "%f"
        case .double: "%lf"
        case .object: "%@"
        }
      }
    }
  }

  extension String.LocalizationValue.StringInterpolation {
    /// Appends a placeholder (`\(placeholder: .int)`), written as its format specifier.
    public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
      text += placeholder.formatSpecifier
    }
  }
#endif
