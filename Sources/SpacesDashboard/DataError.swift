import ArgumentParser
import Foundation

/// A problem with data the user gave (a file, a directory): exit status 65.
package struct DataError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}

/// Prints a data error and exits 65 (an `ExitCode` already decided, e.g. 64 for an unknown
/// theme name, passes through).
package func failWithDataError(_ error: Error) -> ExitCode {
  if let exit = error as? ExitCode { return exit }
  StandardError.write("spaces: \(error)\n")
  return ExitCode(65)
}
