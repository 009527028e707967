#include "gui/page.h"

#include <algorithm>

namespace ringlab::gui {

QList<PageEntry> &pageRegistry()
{
    static QList<PageEntry> list;
    return list;
}

bool registerPage(int order, std::function<Page *(QWidget *parent)> make)
{
    pageRegistry().append(PageEntry{order, std::move(make)});
    std::stable_sort(pageRegistry().begin(), pageRegistry().end(),
                     [](const PageEntry &a, const PageEntry &b) { return a.order < b.order; });
    return true;
}

} // namespace ringlab::gui
