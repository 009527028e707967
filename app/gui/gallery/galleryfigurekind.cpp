// `ringlab-cli figure gallery`: the published figures reproduced, with captions (Gallery).
#include "gui/export/figurekind.h"
#include "gui/export/figureprogress.h"
#include "gui/gallery/gallery.h"

#include <QTextStream>

#include <algorithm>

namespace ringlab::gui {

namespace {

class GalleryFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::GalleryFigureKind)
public:
    QString name() const override { return QStringLiteral("gallery"); }
    bool carriesExperiment() const override { return false; } // each figure computes its own settings
    FigureResult compute(const FigureRequest &request) const override
    {
        Q_UNUSED(request);
        QTextStream(stderr) << tr("Computing the gallery (published figures reproduced)…") << Qt::endl;
        FigureProgress line(tr("gallery"));
        return FigureResult::ok(Gallery::figures(line.progress()));
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(80, GalleryFigureKind)

} // namespace ringlab::gui
