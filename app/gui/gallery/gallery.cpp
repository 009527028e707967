#include "gui/gallery/gallery.h"

#include "gui/gallery/gallerysupport.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringlab::gui {

namespace gallery {

namespace {

QList<Family> &registered()
{
    static QList<Family> list;
    return list;
}

} // namespace

bool addFamily(Family family)
{
    QList<Family> &list = registered();
    const auto at = std::upper_bound(list.begin(), list.end(), family.order,
                                     [](int order, const Family &f) { return order < f.order; });
    list.insert(at, std::move(family));
    return true;
}

QList<Family> families()
{
    return registered();
}

} // namespace gallery

QList<Figure> Gallery::figures(const ringcore::Progress &progress, const ringcore::CancelToken &cancel)
{
    const QList<gallery::Family> families = gallery::families();
    const int total = int(families.size());
    QList<Figure> out;
    for (int i = 0; i < total; ++i) {
        if (progress) // the label's translation is only looked up when someone listens
            progress(i, total, QCoreApplication::translate("ringlab::gui::gallery", families.at(i).progressText));
        out << families.at(i).make(cancel);
    }
    progress(total, total);
    QList<Figure> valid;
    for (Figure &f : out)
        if (f.isValid() && !cancel.isCancelled())
            valid << f;
    return valid;
}

} // namespace ringlab::gui
