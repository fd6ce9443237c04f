import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Where a SpacesTesting call was written: the caller's `#fileID`, `#filePath`, `#line` and
/// `#column`, so a failure points at the test's line, not at the library.
///
/// Public functions take the four as defaulted parameters (each default expands at the
/// caller) and pass them on in one of these.
struct CallSite: Sendable {
  /// The file's module-qualified name (`#fileID`).
  var fileID: StaticString
  /// The file's path (`#filePath`).
  var filePath: StaticString
  /// The line (`#line`).
  var line: UInt
  /// The column (`#column`).
  var column: UInt

  /// A call site from the caller's magic literals.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Fails the running test, in whichever framework runs it.
///
/// Under Swift Testing the failure is an `Issue` at the call site (so `withKnownIssue` can
/// expect it); under XCTest it is `XCTFail` at the call site (so `XCTExpectFailure` can).
enum TestFailure {
  /// Records a failure with a message at a call site.
  static func record(_ message: String, at site: CallSite) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: site.fileID.description, filePath: site.filePath.description,
            line: Int(site.line), column: Int(site.column)))
        return
      }
    #endif
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
