#pragma once

class QWidget;

namespace ringlab::gui {

/// Installs the GUI's shared input helpers (SpinRangeGuard on every spin box, TableCopy on every
/// table view) on the widgets under a root, and on every widget created later anywhere in the
/// application (dialogs included), when it is first polished.
namespace InputHelpers {
/// Both helpers on the spin boxes and tables under `root`.
void installAll(QWidget *root);
/// Both helpers on every spin box and table view the application polishes from now on
/// (an application event filter; calling it again adds nothing).
void installApplicationWide();
}

} // namespace ringlab::gui
