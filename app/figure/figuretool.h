#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace ringlab::gui {

/// The headless figure renderer behind `ringlab-cli figure` (run by the ringlab-figure program,
/// so that ringlab-cli itself never links widgets). Parses the options (figureoptions.h), runs the
/// figure kinds the command names (each page's folder registers its own: gui/export/figurekind.h)
/// and writes their figures with the GUI's exporter.
///
///   ringlab-figure KIND [--experiment FILE] [--out DIR] [--formats png,svg,pdf,csv,json]
///                       [--size 7x4.5in|89x60mm|504x324pt|672x432|column|double|slide] [--font PT]
///                       [--dpi N] [--no-title] [--servers N] [--rings R] [--max-points K]
///   KIND: ring | spread | removal | compare | advisor | live | traffic | gallery | all
class FigureTool
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::FigureTool) // the context lupdate writes into translations/*.ts
public:
    /// Returns 0 on success, 1 on failure, 2 on bad usage (message names the option and range).
    static int run(const QStringList &arguments);
};

} // namespace ringlab::gui
