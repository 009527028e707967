#pragma once

#include <QList>

#include <algorithm>
#include <memory>
#include <vector>

namespace ringcore {

/// The store behind the self-registering descriptions (SystemRegistry, BackendKindRegistry,
/// AdvisorSystemRegistry): owned items kept in order of their order key, then of registration.
/// Use it from one .cpp file of ringcore per T, so that its one list lives in the library.
template <typename T>
class OrderedRegistry
{
public:
    /// Takes ownership.
    static bool add(int order, T *item)
    {
        entries().push_back(Entry{order, std::unique_ptr<T>(item)});
        std::stable_sort(entries().begin(), entries().end(), [](const Entry &a, const Entry &b) { return a.order < b.order; });
        return true;
    }

    /// In order.
    static QList<const T *> all()
    {
        QList<const T *> out;
        for (const Entry &e : entries())
            out.append(e.item.get());
        return out;
    }

    /// The first item `matches`, or null.
    template <typename Predicate>
    static const T *findFirst(Predicate matches)
    {
        for (const Entry &e : entries())
            if (matches(*e.item))
                return e.item.get();
        return nullptr;
    }

private:
    struct Entry
    {
        int order;
        std::unique_ptr<T> item;
    };

    static std::vector<Entry> &entries()
    {
        static std::vector<Entry> list;
        return list;
    }
};

} // namespace ringcore
