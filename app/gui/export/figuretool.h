#pragma once

#include <QStringList>

namespace ringlab::gui {

/// The headless figure renderer behind `ringlab-cli figure` (run by the ringlab-figure program,
/// so that ringlab-cli itself never links widgets). Computes the same data as the GUI pages and
/// writes their figures with the same builders.
///
///   ringlab-figure KIND [--experiment FILE] [--out DIR] [--formats png,svg,pdf,csv,json]
///                       [--size WxH] [--dpi N] [--servers N] [--rings R] [--max-points K]
///   KIND: spread | removal | compare | all
class FigureTool
{
public:
    /// Returns 0 on success, 1 on failure, 2 on bad usage (message names the option and range).
    static int run(const QStringList &arguments);
};

} // namespace ringlab::gui
