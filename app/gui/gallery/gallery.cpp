#include "gui/gallery/gallery.h"

#include "gui/gallery/gallerysupport.h"

namespace ringlab::gui {

QList<Figure> Gallery::figures(const Progress &progress, const std::atomic<bool> *cancel)
{
    using namespace gallery;
    QList<Figure> out;
    const int total = 6;
    auto step = [&](int done, const QString &next) {
        if (progress)
            progress(done, total, next);
    };
    step(0, gallery::Tr::tr("seed article"));
    out << seedFigures(cancel);
    step(1, gallery::Tr::tr("Cloudflare's CV"));
    out << cloudflareFigure(cancel);
    step(2, gallery::Tr::tr("Maglev"));
    out << maglevFigures(cancel);
    step(3, gallery::Tr::tr("Envoy: Maglev against the ring"));
    out << envoyChurnFigure(cancel);
    step(4, gallery::Tr::tr("bounded loads"));
    out << boundedFigures(cancel);
    step(5, gallery::Tr::tr("lookup time"));
    out << lookupFigures(cancel);
    step(6, QString());
    QList<Figure> valid;
    for (Figure &f : out)
        if (f.isValid() && !(cancel && cancel->load()))
            valid << f;
    return valid;
}

} // namespace ringlab::gui
