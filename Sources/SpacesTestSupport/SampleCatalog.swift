import SampleAppsCatalog

/// The sample apps as the dashboard hosts them (`SampleAppsCatalog.SampleCatalog`, which the
/// `spaces` executable shares), for tests that import only this module.
package typealias SampleCatalog = SampleAppsCatalog.SampleCatalog
